/**
 * Products.filters, Magento's deprecated layered navigation (LayerFilter), answered from the listing's
 * aggregations: the same groups and counts, named as Magento's catalog layer names them; both views and
 * the Page Builder products query of Venia 14.5.1.
 */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const BOTH = `query($search: String) { products(search: $search, pageSize: 3) {
  total_count
  aggregations { attribute_code label count options { label value count } }
  filters { name request_var filter_items_count filter_items { __typename label value_string items_count ... on SwatchLayerFilterItem { swatch_data { type value } } } }
} }`;

interface Aggregation { attribute_code: string; label: string; count: number; options: Array<{ label: string; value: string; count: number }> }
interface Filter { name: string; request_var: string; filter_items_count: number; filter_items: Array<{ __typename: string; label: string; value_string: string; items_count: number; swatch_data?: { type: string; value: string } }> }

test.each([['default'], ['en_storeview']])('%s: filters are the aggregations, as the catalog layer names them', async (store) => {
  const { data, errors } = await gql(BOTH, { search: 'proteina' }, store);
  expect(errors).toBeUndefined();
  const { aggregations, filters } = data.products as { aggregations: Aggregation[]; filters: Filter[] };
  expect(filters.length).toBe(aggregations.length);
  expect(filters.length).toBeGreaterThan(2);
  aggregations.forEach((aggregation, i) => {
    const filter = filters[i];
    expect(filter.name).toBe(aggregation.label);
    expect(filter.filter_items_count).toBe(aggregation.count);
    expect(filter.filter_items.map((item) => [item.label, item.items_count])).toEqual(aggregation.options.map((o) => [o.label, o.count]));
    if (aggregation.attribute_code === 'category_uid') {
      expect(filter.request_var).toBe('cat');
      expect(filter.filter_items.map((item) => Buffer.from(item.value_string).toString('base64'))).toEqual(aggregation.options.map((o) => o.value));
    } else if (aggregation.attribute_code === 'price') {
      expect(filter.request_var).toBe('price');
      expect(filter.filter_items.map((item) => item.value_string)).toEqual(aggregation.options.map((o) => o.value.replace('_', '-')));
    } else {
      expect(filter.request_var).toBe(aggregation.attribute_code);
      expect(filter.filter_items.map((item) => item.value_string)).toEqual(aggregation.options.map((o) => o.value));
    }
  });
  // The flavour attribute has text swatches: its items are swatch items.
  const aroma = filters.find((f) => f.request_var === 'aroma')!;
  expect(aroma.filter_items[0]).toMatchObject({ __typename: 'SwatchLayerFilterItem', swatch_data: { type: '0', value: aroma.filter_items[0].label } });
  expect(filters.find((f) => f.request_var === 'brand')!.filter_items[0].__typename).toBe('LayerFilterItem');
  expect(filters.find((f) => f.request_var === 'price')!.name).toBe(store === 'default' ? 'Preț' : 'Price');
});

test("Venia's Page Builder products query (getProductsByUrlKey) is answered", async () => {
  const keys = (await gql('{ products(search: "proteina", pageSize: 2) { items { url_key } } }')).data.products.items.map((p: { url_key: string }) => p.url_key);
  const { data, errors } = await gql(`query getProductsByUrlKey($url_keys: [String], $pageSize: Int!) {
    products(filter: { url_key: { in: $url_keys } }, pageSize: $pageSize) {
      items { id uid name sku small_image { url } stock_status __typename url_key }
      total_count
      filters { name filter_items_count request_var filter_items { label value_string } }
    } }`, { url_keys: keys, pageSize: 2 });
  expect(errors).toBeUndefined();
  expect(data.products.total_count).toBe(2);
  const price = data.products.filters.find((f: Filter) => f.request_var === 'price');
  expect(price.filter_items.length).toBeGreaterThan(0);
  expect(price.filter_items[0].value_string).toMatch(/^\d+-\d+$/);
});
