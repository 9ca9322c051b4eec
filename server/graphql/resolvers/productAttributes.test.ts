/**
 * A product's custom attributes: Magento 2.4.7's custom_attributesV2 and PWA Studio's custom_attributes
 * (the fields Venia 14.5.1's product page asks), from the retailer's attributes, in both store views.
 */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const V2 = `query($sku: String!, $filters: AttributeFilterInput) { products(filter: { sku: { eq: $sku } }) { items {
  sku brand food_supplement aroma_multivalue
  custom_attributesV2(filters: $filters) {
    items { uid code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { uid label value } } }
    errors { type message }
  }
} } }`;

// Venia 14.5.1's productDetailFragment, its custom_attributes part.
const VENIA = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku custom_attributes {
  selected_attribute_options { attribute_option { uid label is_default } }
  entered_attribute_value { value }
  attribute_metadata {
    uid code label attribute_labels { store_code label } data_type is_system entity_type
    ui_input { ui_input_type is_html_allowed }
    ... on ProductAttributeMetadata { used_in_components }
  }
} } } }`;

let sku: string;

beforeAll(async () => {
  // A food supplement of a brand, with a flavour.
  const { data } = await gql('{ products(search: "proteina", pageSize: 50) { items { sku brand food_supplement aroma } } }');
  sku = data.products.items.find((p: { brand: string | null; food_supplement: boolean; aroma: string | null }) => p.brand && p.food_supplement && p.aroma).sku;
});

test('custom_attributesV2: the brand as a chosen option, yes/no and text values as values; errors empty', async () => {
  const { data, errors } = await gql(V2, { sku });
  expect(errors).toBeUndefined();
  const [product] = data.products.items;
  const { items, errors: attributeErrors } = product.custom_attributesV2;
  expect(attributeErrors).toEqual([]);
  const brand = items.find((i: { code: string }) => i.code === 'brand');
  expect(brand.uid).toBe(Buffer.from('catalog_product/brand').toString('base64'));
  expect(brand.selected_options).toHaveLength(1);
  expect(brand.selected_options[0].label).toBe(product.brand);
  expect(brand.selected_options[0].uid).toBe(Buffer.from(brand.selected_options[0].value).toString('base64'));
  const aroma = items.find((i: { code: string }) => i.code === 'aroma');
  expect(aroma.selected_options.map((o: { label: string }) => o.label)).toEqual(product.aroma_multivalue);
  expect(items.find((i: { code: string }) => i.code === 'food_supplement')).toMatchObject({ value: '1' });
  for (const item of items) expect(item.value ?? item.selected_options.length).toBeTruthy();
});

test('custom_attributesV2(filters): only the attributes whose flags match', async () => {
  const visible = (await gql(V2, { sku, filters: { is_visible_on_front: true } })).data.products.items[0].custom_attributesV2.items;
  expect(visible.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(['brand', 'food_supplement']));
  expect(visible.map((i: { code: string }) => i.code)).not.toContain('gnc_eticheta_speciala');
  const filterable = (await gql(V2, { sku, filters: { is_filterable: true, is_visible_on_front: true } })).data.products.items[0].custom_attributesV2.items;
  expect(filterable.every((i: { code: string }) => ['brand', 'aroma'].includes(i.code))).toBe(true);
});

test("custom_attributes: Venia's product query is answered, with the view's labels", async () => {
  const ro = await gql(VENIA, { sku });
  expect(ro.errors).toBeUndefined();
  const attributes = ro.data.products.items[0].custom_attributes;
  const brand = attributes.find((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code === 'brand');
  expect(brand).toMatchObject({
    entered_attribute_value: null,
    attribute_metadata: {
      label: 'Brand', attribute_labels: [{ store_code: 'default', label: 'Brand' }], data_type: 'STRING', is_system: false,
      entity_type: 'PRODUCT', ui_input: { ui_input_type: 'SELECT', is_html_allowed: false },
      used_in_components: expect.arrayContaining(['PRODUCT_DETAILS_PAGE', 'PRODUCTS_LISTING', 'PRODUCT_FILTER'])
    }
  });
  expect(brand.selected_attribute_options.attribute_option[0]).toMatchObject({ is_default: false });
  const supplement = attributes.find((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code === 'food_supplement');
  expect(supplement).toMatchObject({
    selected_attribute_options: { attribute_option: [{ label: 'Da' }] },
    attribute_metadata: { label: 'Supliment alimentar', data_type: 'BOOLEAN', ui_input: { ui_input_type: 'BOOLEAN' } }
  });

  const en = await gql(VENIA, { sku }, 'en_storeview');
  expect(en.errors).toBeUndefined();
  const enSupplement = en.data.products.items[0].custom_attributes.find((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code === 'food_supplement');
  expect(enSupplement).toMatchObject({ selected_attribute_options: { attribute_option: [{ label: 'Yes' }] }, attribute_metadata: { label: 'Food supplement' } });
});

test('product_links: the related, up-sell and cross-sell products as Magento lists them; price_tiers empty', async () => {
  const query = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
    sku related_products { sku __typename } upsell_products { sku } crosssell_products { sku }
    product_links { sku link_type linked_product_sku linked_product_type position }
    price_tiers { quantity final_price { value } }
  } } }`;
  const { data, errors } = await gql(query, { sku });
  expect(errors).toBeUndefined();
  const [product] = data.products.items;
  const expected = [
    ...product.related_products.map((p: { sku: string; __typename: string }, i: number) => ({ link_type: 'related', linked_product_sku: p.sku, linked_product_type: p.__typename === 'ConfigurableProduct' ? 'configurable' : 'simple', position: i + 1 })),
    ...product.upsell_products.map((p: { sku: string }, i: number) => ({ link_type: 'upsell', linked_product_sku: p.sku, position: i + 1 })),
    ...product.crosssell_products.map((p: { sku: string }, i: number) => ({ link_type: 'crosssell', linked_product_sku: p.sku, position: i + 1 }))
  ];
  expect(product.product_links.length).toBeGreaterThan(0);
  expect(product.product_links).toEqual(expected.map((link) => expect.objectContaining({ sku, ...link })));
  expect(product.price_tiers).toEqual([]);
});
