/**
 * The 'Sale' promotion label ('Reducere', gnc_etichete_promotie) announces a reduction: it shows only on a
 * product whose price the Omnibus rule lets the store announce as reduced (ProductPrice.prior_price), on
 * the 120-product test catalogue and its seeded price history.
 */
import { catalogTestAppForFile } from '../../../test/helpers/server';
import { generateCatalog } from '../../seed/catalog/generator';
import { priceStoryCases } from '../../seed/catalog/priceHistory';
import { TEST_BASE_DATE } from '../../seed/catalog/testDb';

const t = catalogTestAppForFile();

const cases = priceStoryCases(generateCatalog({ products: 120, baseDate: TEST_BASE_DATE }).products, TEST_BASE_DATE);

const QUERY = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  gnc_etichete_promotie price_range { minimum_price { prior_price { percent_off } } } } } }`;

async function labelsAndPrior(productId: number, store: string) {
  const { sku } = (await t.db.one<{ sku: string }>('SELECT sku FROM catalog_product WHERE product_id = $1', [productId]))!;
  const answer = await t.gql<{ products: { items: Array<{ gnc_etichete_promotie: string[]; price_range: { minimum_price: { prior_price: unknown } } }> } }>(QUERY, { sku }, store);
  expect(answer.errors).toBeUndefined();
  const [item] = answer.data!.products.items;
  return { labels: item.gnc_etichete_promotie, prior: item.price_range.minimum_price.prior_price };
}

/** Gives the product the 'reducere' label (and keeps its others). */
async function labelAsSale(productId: number) {
  await t.db.query(
    `UPDATE catalog_product SET promotion_label_option_ids = array_append(promotion_label_option_ids, o.option_id)
       FROM catalog_attribute_option o JOIN catalog_attribute a ON a.attribute_id = o.attribute_id
      WHERE a.code = 'gnc_etichete_promotie' AND o.code = 'reducere' AND product_id = $1 AND NOT (o.option_id = ANY(promotion_label_option_ids))`,
    [productId]
  );
}

test.each([
  ['default', 'Reducere'],
  ['en_storeview', 'Sale']
])('%s: the label shows on a reduction the price history substantiates, and not on a special price raised just before', async (store, sale) => {
  await labelAsSale(cases.longReduction!);
  await labelAsSale(cases.raisedBeforeSpecial!);
  const reduced = await labelsAndPrior(cases.longReduction!, store);
  expect(reduced.prior).not.toBeNull();
  expect(reduced.labels).toContain(sale);
  const raised = await labelsAndPrior(cases.raisedBeforeSpecial!, store);
  expect(raised.prior).toBeNull();
  expect(raised.labels).not.toContain(sale);
});
