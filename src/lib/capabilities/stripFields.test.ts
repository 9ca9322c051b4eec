import { parse, print } from 'graphql';

import { absentFieldNames, ALL_PRESENT, asksNothing, fieldNamesOf, toCapabilities, withoutFields, withStrippedFieldsAsNull } from '.';

const names = new Set(['gnc_tip_de_promotie', 'reward_points', 'amBlogPosts']);

describe('a query without the fields of missing extensions', () => {
  it('leaves the fields out, with the fragments, selections and variables only they used', () => {
    const document = parse(`
      query q($page: Int, $sku: String) {
        products(filter: { sku: { eq: $sku } }) { items { sku ...Promo } }
        customer { reward_points { balance { points } } }
        amBlogPosts(page: $page) { items { title } }
      }
      fragment Promo on ProductInterface { gnc_tip_de_promotie }
    `);
    const sent = withoutFields(document, names);
    expect(print(sent).replace(/\s+/g, ' ')).toBe('query q($sku: String) { products(filter: {sku: {eq: $sku}}) { items { sku } } }');
    expect(withoutFields(document, names)).toBe(sent);
    expect(withoutFields(document, new Set())).toBe(document);
    expect(asksNothing(sent)).toBe(false);
  });

  it('answers the stripped fields as null, where the original document selects them', () => {
    const document = parse('query q { products { items { sku ...Promo } } customer { reward_points { balance { points } } } } fragment Promo on ProductInterface { gnc_tip_de_promotie }');
    const data = withStrippedFieldsAsNull(document, { products: { items: [{ sku: 'a' }, { sku: 'b' }] } });
    expect(data).toEqual({ products: { items: [{ sku: 'a', gnc_tip_de_promotie: null }, { sku: 'b', gnc_tip_de_promotie: null }] }, customer: null });
  });

  it('knows an operation left with nothing to ask', () => {
    expect(asksNothing(withoutFields(parse('query q { amBlogPosts { items { title } } }'), names))).toBe(true);
  });
});

describe('capabilities', () => {
  it('reads the server\'s answer, a name it does not mention counted as present', () => {
    const capabilities = toCapabilities({ blog: false, productAttributes: false });
    expect(capabilities).toMatchObject({ blog: false, productAttributes: false, storeLocator: true });
    expect(toCapabilities('nonsense')).toBeNull();
    expect(absentFieldNames(ALL_PRESENT).size).toBe(0);
    const absent = absentFieldNames(capabilities!);
    expect([...fieldNamesOf(['blog'])].every((field) => absent.has(field))).toBe(true);
    expect(absent.has('food_supplement')).toBe(true);
    expect(absent.has('MpStoreLocatorLocations')).toBe(false);
  });
});
