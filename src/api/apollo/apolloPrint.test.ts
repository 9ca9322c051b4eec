import { print as graphqlPrint, parse, stripIgnoredCharacters } from 'graphql';
import { print as apolloUtilitiesPrint } from '@apollo/client/utilities';

import { print } from './apolloPrint';

describe("Apollo's print", () => {
  const document = parse(`
    # a comment
    query productDetail($urlKey: String!, $first: Int = 3) {
      products(filter: { url_key: { eq: $urlKey } }, pageSize: $first) {
        items { uid name ... on ConfigurableProduct { variants { product { sku } } } }
      }
    }
  `);

  it('is the compact text of the document (the same as the HTTP link sends)', () => {
    expect(print(document)).toBe(stripIgnoredCharacters(graphqlPrint(document)));
    expect(print(document)).toBe(print(parse(graphqlPrint(document))));
    expect(() => print.reset()).not.toThrow();
  });

  it("stands in for Apollo's own (the unit tests map it as the build does)", () => {
    expect(apolloUtilitiesPrint(document)).toBe(print(document));
  });
});
