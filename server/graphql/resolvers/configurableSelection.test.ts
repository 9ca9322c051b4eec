/**
 * ConfigurableProduct.configurable_product_options_selection (Magento 2.4.7 ConfigurableProductGraphQl):
 * what a partial choice of options leaves, the variant a full choice names and its pictures, in both
 * store views; Venia 14.5.1's add-to-cart dialog query.
 */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const SELECTION = `query($sku: String!, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items { sku
  ... on ConfigurableProduct {
    configurable_options { attribute_code values { uid label } }
    variants { attributes { code uid } product { sku stock_status media_gallery { url } } }
    configurable_product_options_selection(configurableOptionValueUids: $uids) {
      configurable_options { uid attribute_code label values { uid label is_available is_use_default swatch { __typename value } } }
      options_available_for_selection { attribute_code option_value_uids }
      media_gallery { url label position disabled }
      variant { sku uid url_key }
    }
  }
} } }`;

interface Variant { attributes: Array<{ code: string; uid: string }>; product: { sku: string; stock_status: string; media_gallery: Array<{ url: string }> } }

const uid = (text: string) => Buffer.from(text).toString('base64');

let sku: string;
let outOfStockSku: string;

beforeAll(async () => {
  // A flavour × size product, one of its variants out of stock.
  const row = await t.db.one<{ sku: string; variant: string }>(`SELECT p.sku, (SELECT v.sku FROM catalog_product v WHERE v.parent_id = p.product_id ORDER BY v.product_id LIMIT 1) AS variant
      FROM catalog_product p WHERE p.type_id = 'configurable'
       AND (SELECT count(*) FROM catalog_product_super_attribute s WHERE s.product_id = p.product_id) = 2
       AND (SELECT count(*) FROM catalog_product v WHERE v.parent_id = p.product_id AND v.status = 1) >= 4
     ORDER BY p.product_id LIMIT 1`);
  sku = row!.sku;
  outOfStockSku = row!.variant;
  await t.db.query(`UPDATE catalog_product SET stock_status = 'OUT_OF_STOCK', quantity = 0 WHERE sku = $1`, [outOfStockSku]);
});

test('no selection: every option with its values, availability from the salable variants, all their pictures, no variant', async () => {
  const { data, errors } = await gql(SELECTION, { sku });
  expect(errors).toBeUndefined();
  const [product] = data.products.items;
  const selection = product.configurable_product_options_selection;
  expect(selection.variant).toBeNull();
  expect(selection.configurable_options.map((o: { attribute_code: string }) => o.attribute_code)).toEqual(['aroma', 'gramaj']);
  expect(selection.configurable_options[0].label).toBe('Aromă');
  // The same values as configurable_options, in the same order.
  for (const [i, option] of selection.configurable_options.entries()) {
    expect(option.values.map((v: { uid: string }) => v.uid)).toEqual(product.configurable_options[i].values.map((v: { uid: string }) => v.uid));
    for (const value of option.values) expect(value).toMatchObject({ is_use_default: false, swatch: { __typename: 'TextSwatchData', value: value.label } });
  }
  const salable: Variant[] = product.variants.filter((v: Variant) => v.product.stock_status === 'IN_STOCK');
  for (const option of selection.configurable_options) {
    for (const value of option.values) {
      expect(value.is_available).toBe(salable.some((v) => v.attributes.some((a) => a.uid === value.uid)));
    }
  }
  const available = Object.fromEntries(selection.options_available_for_selection.map((o: { attribute_code: string; option_value_uids: string[] }) => [o.attribute_code, [...o.option_value_uids].sort()]));
  for (const code of ['aroma', 'gramaj']) {
    expect(available[code]).toEqual([...new Set(salable.map((v) => v.attributes.find((a) => a.code === code)!.uid))].sort());
  }
  const pictures = salable.flatMap((v) => v.product.media_gallery.map((m) => m.url));
  expect(selection.media_gallery.map((m: { url: string }) => m.url).sort()).toEqual([...new Set(pictures)].sort());
  expect(selection.media_gallery[0]).toMatchObject({ disabled: false });
  expect(selection.media_gallery[0].label).toBeTruthy();
});

test('one option chosen: the other option left to choose, what the choice allows, no variant yet', async () => {
  const { data } = await gql(SELECTION, { sku });
  const variants: Variant[] = data.products.items[0].variants;
  const salable = variants.filter((v) => v.product.stock_status === 'IN_STOCK');
  const flavour = salable[0].attributes.find((a) => a.code === 'aroma')!.uid;
  const chosen = await gql(SELECTION, { sku, uids: [flavour] });
  expect(chosen.errors).toBeUndefined();
  const selection = chosen.data.products.items[0].configurable_product_options_selection;
  expect(selection.variant).toBeNull();
  expect(selection.configurable_options.map((o: { attribute_code: string }) => o.attribute_code)).toEqual(['gramaj']);
  const withFlavour = salable.filter((v) => v.attributes.some((a) => a.uid === flavour));
  const sizes = selection.options_available_for_selection.find((o: { attribute_code: string }) => o.attribute_code === 'gramaj');
  expect([...sizes.option_value_uids].sort()).toEqual([...new Set(withFlavour.map((v) => v.attributes.find((a) => a.code === 'gramaj')!.uid))].sort());
  expect(selection.options_available_for_selection.find((o: { attribute_code: string }) => o.attribute_code === 'aroma').option_value_uids).toEqual([flavour]);
  expect(selection.media_gallery.map((m: { url: string }) => m.url).sort())
    .toEqual([...new Set(withFlavour.flatMap((v) => v.product.media_gallery.map((m) => m.url)))].sort());
});

test('every option chosen: the variant, its pictures; the English view answers in English', async () => {
  const { data } = await gql(SELECTION, { sku }, 'en_storeview');
  const variant: Variant = data.products.items[0].variants.find((v: Variant) => v.product.stock_status === 'IN_STOCK');
  const chosen = await gql(SELECTION, { sku, uids: variant.attributes.map((a) => a.uid) }, 'en_storeview');
  expect(chosen.errors).toBeUndefined();
  const selection = chosen.data.products.items[0].configurable_product_options_selection;
  expect(selection.configurable_options).toEqual([]);
  expect(selection.variant.sku).toBe(variant.product.sku);
  expect(selection.variant.uid).toMatch(/^[A-Za-z0-9+/=]+$/);
  expect(selection.media_gallery.map((m: { url: string }) => m.url)).toEqual(variant.product.media_gallery.map((m) => m.url));
  const none = await gql(SELECTION, { sku }, 'en_storeview');
  expect(none.data.products.items[0].configurable_product_options_selection.configurable_options[0].label).toBe('Flavour');
});

test("a value no salable variant holds, or a uid that is not base64, is refused with Magento's message", async () => {
  const { data } = await gql(SELECTION, { sku });
  const outOfStock: Variant = data.products.items[0].variants.find((v: Variant) => v.product.sku === outOfStockSku);
  const attribute = Buffer.from(outOfStock.attributes[0].uid, 'base64').toString().split('/')[1];
  const wrong = await gql(SELECTION, { sku, uids: [uid(`configurable/${attribute}/999999`)] });
  expect(wrong.data.products.items[0].configurable_product_options_selection).toBeNull();
  expect(wrong.errors[0]).toMatchObject({ message: 'configurableOptionValueUids values are incorrect', extensions: { category: 'graphql-input' } });
  const garbled = await gql(SELECTION, { sku, uids: ['not base64!'] });
  expect(garbled.errors[0]).toMatchObject({ message: 'Value of uid "not base64!" is incorrect.', extensions: { category: 'graphql-input' } });
  // A uid that does not name an attribute and a value is ignored, as Magento does.
  const ignored = await gql(SELECTION, { sku, uids: [uid('configurable/1')] });
  expect(ignored.errors).toBeUndefined();
  expect(ignored.data.products.items[0].configurable_product_options_selection.configurable_options).toHaveLength(2);
});

test("Venia 14.5.1's add-to-cart dialog query (GetProductDetailForATCDialog)", async () => {
  const { data } = await gql(SELECTION, { sku });
  const variant: Variant = data.products.items[0].variants.find((v: Variant) => v.product.stock_status === 'IN_STOCK');
  const query = `query GetProductDetailForATCDialog($sku: String!, $configurableOptionValues: [ID!]) {
    products(filter: { sku: { eq: $sku } }) { items { id uid image { label url }
      price_range { maximum_price { final_price { currency value } discount { amount_off } } }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_uid label position values { label uid } }
        configurable_product_options_selection(configurableOptionValueUids: $configurableOptionValues) {
          media_gallery { label url }
          variant { id uid price_range { maximum_price { final_price { currency value } discount { amount_off } } } }
        }
      }
    } } }`;
  const none = await gql(query, { sku, configurableOptionValues: null });
  expect(none.errors).toBeUndefined();
  expect(none.data.products.items[0].configurable_product_options_selection.variant).toBeNull();
  const full = await gql(query, { sku, configurableOptionValues: variant.attributes.map((a) => a.uid) });
  expect(full.errors).toBeUndefined();
  expect(full.data.products.items[0].configurable_product_options_selection.variant.price_range.maximum_price.final_price.currency).toBe('RON');
});
