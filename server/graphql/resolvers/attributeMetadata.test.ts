/**
 * Attribute metadata: Magento 2.4.7's customAttributeMetadataV2, attributesList, the deprecated
 * customAttributeMetadata and PWA Studio's attributesMetadata, from the store's product attributes (their
 * flags as services/productAttributes.ts declares them), in both store views.
 */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const uid = (text: string) => Buffer.from(text).toString('base64');

const V2 = `query($attributes: [AttributeInput!]) { customAttributeMetadataV2(attributes: $attributes) {
  items { __typename uid code label entity_type frontend_input is_required default_value is_unique
    options { __typename uid label value is_default }
    ... on CatalogAttributeMetadata { apply_to is_comparable is_filterable is_filterable_in_search is_searchable is_visible_on_front used_in_product_listing is_html_allowed_on_front }
  }
  errors { type message }
} }`;

test('customAttributeMetadataV2: product attributes with their options and flags; errors for unknown codes and entities', async () => {
  const { data, errors } = await gql(V2, { attributes: [
    { attribute_code: 'brand', entity_type: 'catalog_product' },
    { attribute_code: 'food_supplement', entity_type: 'catalog_product' },
    { attribute_code: 'no_such_code', entity_type: 'catalog_product' },
    { attribute_code: 'brand', entity_type: 'no_such_entity' }
  ] });
  expect(errors).toBeUndefined();
  const { items, errors: metadataErrors } = data.customAttributeMetadataV2;
  expect(items.map((i: { code: string }) => i.code)).toEqual(['brand', 'food_supplement']);
  const [brand, supplement] = items;
  expect(brand).toMatchObject({
    __typename: 'CatalogAttributeMetadata', uid: uid('catalog_product/brand'), label: 'Brand', entity_type: 'CATALOG_PRODUCT',
    frontend_input: 'SELECT', is_required: false, default_value: null, is_unique: false, apply_to: [],
    is_filterable: true, is_comparable: true, is_visible_on_front: true, used_in_product_listing: true, is_html_allowed_on_front: false
  });
  expect(brand.options.length).toBeGreaterThan(3);
  expect(brand.options[0]).toMatchObject({ __typename: 'AttributeOptionMetadata', is_default: false });
  expect(brand.options[0].uid).toBe(uid(brand.options[0].value));
  // The brand filter takes the option values the metadata gives.
  const filtered = await gql('query($v: String) { products(filter: { brand: { eq: $v } }) { items { brand } } }', { v: brand.options[0].value });
  expect(filtered.data.products.items.every((p: { brand: string }) => p.brand === brand.options[0].label)).toBe(true);
  expect(supplement).toMatchObject({ label: 'Supliment alimentar', frontend_input: 'BOOLEAN', options: [
    { label: 'Da', value: '1' }, { label: 'Nu', value: '0' }
  ] });
  expect(metadataErrors).toEqual([
    { type: 'ATTRIBUTE_NOT_FOUND', message: 'Attribute code "no_such_code" could not be found.' },
    { type: 'ENTITY_NOT_FOUND', message: 'Entity "no_such_entity" could not be found.' }
  ]);
  const en = await gql(V2, { attributes: [{ attribute_code: 'food_supplement', entity_type: 'catalog_product' }] }, 'en_storeview');
  expect(en.data.customAttributeMetadataV2.items[0]).toMatchObject({ label: 'Food supplement', options: [{ label: 'Yes' }, { label: 'No' }] });
  expect((await gql(V2, {})).data.customAttributeMetadataV2).toEqual({ items: [], errors: [] });
});

test('attributesList: every product attribute, or those whose flags match the filters', async () => {
  const LIST = `query($filters: AttributeFilterInput) { attributesList(entityType: CATALOG_PRODUCT, filters: $filters) {
    items { code label ... on CatalogAttributeMetadata { is_filterable is_comparable } } errors { type message } } }`;
  const all = (await gql(LIST)).data.attributesList;
  expect(all.errors).toEqual([]);
  expect(all.items.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(['brand', 'aroma', 'gramaj', 'food_supplement', 'ingredients']));
  const filterable = (await gql(LIST, { filters: { is_filterable: true } })).data.attributesList.items;
  expect(filterable.length).toBeGreaterThan(0);
  expect(filterable.length).toBeLessThan(all.items.length);
  expect(filterable.every((i: { is_filterable: boolean }) => i.is_filterable)).toBe(true);
  // The filterable attributes are the layered navigation's attribute groups.
  const aggregations = (await gql('{ products(search: "proteina") { aggregations { attribute_code } } }')).data.products.aggregations
    .map((a: { attribute_code: string }) => a.attribute_code).filter((code: string) => !['price', 'category_uid'].includes(code));
  expect(filterable.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(aggregations));
  const en = (await gql(LIST, { filters: { is_comparable: true } }, 'en_storeview')).data.attributesList.items;
  expect(en.find((i: { code: string }) => i.code === 'gramaj').label).toBe('Size');
  expect((await gql('{ attributesList(entityType: CUSTOMER) { items { code } errors { type } } }')).data.attributesList).toEqual({ items: [], errors: [] });
});

test('customAttributeMetadata (deprecated): type, input, options and storefront properties; Magento refuses incomplete inputs', async () => {
  const OLD = `query($attributes: [AttributeInput!]!) { customAttributeMetadata(attributes: $attributes) { items {
    attribute_code entity_type attribute_type input_type attribute_options { label value }
    storefront_properties { use_in_product_listing position visible_on_catalog_pages use_in_layered_navigation use_in_search_results_layered_navigation }
  } } }`;
  const { data, errors } = await gql(OLD, { attributes: [{ attribute_code: 'aroma', entity_type: 'catalog_product' }] }, 'en_storeview');
  expect(errors).toBeUndefined();
  const [aroma] = data.customAttributeMetadata.items;
  expect(aroma).toMatchObject({
    attribute_code: 'aroma', entity_type: 'catalog_product', attribute_type: 'Int', input_type: 'select',
    storefront_properties: { use_in_product_listing: true, visible_on_catalog_pages: true, use_in_layered_navigation: 'FILTERABLE_WITH_RESULTS', use_in_search_results_layered_navigation: true }
  });
  expect(aroma.attribute_options.map((o: { label: string }) => o.label)).toContain('Chocolate');
  const missing = await gql(OLD, { attributes: [{ attribute_code: 'aroma' }] });
  expect(missing.errors[0]).toMatchObject({ message: 'Missing entity_type for the input attribute_code: aroma.', extensions: { category: 'graphql-input' } });
  const unknown = await gql(OLD, { attributes: [{ attribute_code: 'nope', entity_type: 'catalog_product' }] });
  expect(unknown.errors[0]).toMatchObject({
    message: 'Attribute code nope of entity type catalog_product not configured to have a type.', extensions: { category: 'graphql-no-such-entity' }
  });
});

test("PWA Studio's attributesMetadata: the product attributes' metadata, all or by uid", async () => {
  const Q = `query($uids: [ID!]) { attributesMetadata(entityType: PRODUCT, attributeUids: $uids) { items {
    uid code label entity_type ui_input { ui_input_type ... on UiAttributeTypeSelect { attribute_options { uid label } } }
    ... on ProductAttributeMetadata { used_in_components }
  } } }`;
  const all = (await gql(Q)).data.attributesMetadata.items;
  expect(all.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(['brand', 'aroma', 'food_supplement']));
  const [aroma] = (await gql(Q, { uids: [uid('catalog_product/aroma')] }, 'en_storeview')).data.attributesMetadata.items;
  expect(aroma).toMatchObject({ code: 'aroma', label: 'Flavour', entity_type: 'PRODUCT', ui_input: { ui_input_type: 'SELECT' } });
  expect(aroma.used_in_components).toContain('PRODUCT_FILTER');
  expect(aroma.ui_input.attribute_options.map((o: { label: string }) => o.label)).toContain('Chocolate');
});
