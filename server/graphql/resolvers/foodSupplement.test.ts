/**
 * ProductInterface.food_supplement: the yes/no attribute that puts the statements food supplements
 * must carry on the product page, seeded true for supplements (proteins, vitamins, minerals, amino
 * acids…, plant-based supplements) and false for foods (protein bars, maca) and cosmetics, in both store views.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { MIGRATIONS_DIR } from '../../db/migrate';
import { catalogTestAppForFile } from '../../../test/helpers/server';

const t = catalogTestAppForFile();

const QUERY = `query ($skus: [String]) {
  products(filter: { sku: { in: $skus } }, pageSize: 50) {
    items { sku name food_supplement ... on ConfigurableProduct { variants { product { sku food_supplement } } } }
  }
}`;

/** The SKU of the first visible product in a category with one of these URL keys (Romanian view). */
async function skuIn(urlKeys: string[], typeId?: 'simple' | 'configurable'): Promise<string> {
  const row = await t.db.one<{ sku: string }>(
    `SELECT p.sku FROM catalog_product p
       JOIN catalog_category_product cp ON cp.product_id = p.product_id
       JOIN catalog_category_store cs ON cs.category_id = cp.category_id AND cs.store_id = 1
      WHERE p.visibility = 4 AND cs.url_key = ANY ($1::text[]) AND ($2::text IS NULL OR p.type_id = $2)
      ORDER BY p.product_id LIMIT 1`,
    [urlKeys, typeId ?? null]
  );
  if (!row) throw new Error(`no product in ${urlKeys.join(', ')}`);
  return row.sku;
}

type Item = { sku: string; name: string; food_supplement: boolean | null; variants?: Array<{ product: { sku: string; food_supplement: boolean } }> };

async function bySku(skus: string[], store: string): Promise<Map<string, Item>> {
  const answer = await t.gql<{ products: { items: Item[] } }>(QUERY, { skus }, store);
  expect(answer.errors).toBeUndefined();
  return new Map(answer.data!.products.items.map((item) => [item.sku, item]));
}

test('supplements are food supplements in both views; protein bars and cosmetics are not', async () => {
  const whey = await skuIn(['proteine-din-zer'], 'configurable');
  const vitamin = await skuIn(['multivitamine', 'vitamina-d', 'vitamina-c', 'magneziu', 'zinc']);
  const bar = await skuIn(['batoane-proteice']);
  const cosmetic = await skuIn(['ahava', 'tree-hut']);
  for (const store of ['default', 'en_storeview']) {
    const items = await bySku([whey, vitamin, bar, cosmetic], store);
    expect(items.get(whey)?.food_supplement).toBe(true);
    expect(items.get(whey)?.variants?.length).toBeGreaterThan(0);
    expect(items.get(whey)?.variants?.every((variant) => variant.product.food_supplement)).toBe(true);
    expect(items.get(vitamin)?.food_supplement).toBe(true);
    expect(items.get(bar)?.food_supplement).toBe(false);
    expect(items.get(cosmetic)?.food_supplement).toBe(false);
  }
});

test('the migrations mark the supplements of a catalogue seeded before the columns (009 by VAT class, 020 by category), not bars, maca or cosmetics', async () => {
  const read = () => t.db.query<{ sku: string; food_supplement: boolean; tax_class: string }>('SELECT sku, food_supplement, tax_class FROM catalog_product ORDER BY product_id');
  const seeded = await read();
  expect(seeded.some((row) => row.food_supplement)).toBe(true);
  expect(seeded.some((row) => !row.food_supplement)).toBe(true);
  const backfill = (file: string, from: string) => {
    const script = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    return script.slice(script.indexOf(from));
  };
  // The catalogue as it stood before both: 11 % VAT on everything but cosmetics, no flag, no category.
  await t.db.query(`UPDATE catalog_product SET food_supplement = false, tax_class = CASE WHEN regulatory_category = 'cosmetic' THEN 'standard' ELSE 'reduced' END,
    regulatory_category = NULL, nc_code = NULL, sugars_per_100g = NULL, added_sugar = NULL, net_quantity = NULL, net_quantity_unit = NULL, unit_price_basis = NULL`);
  await t.db.exec(backfill('009_food_supplement.sql', 'UPDATE catalog_product'));
  await t.db.exec(backfill('020_product_legal_data.sql', '-- backfill:'));
  // The file's last test: the database is the seeded one again when it passes.
  expect(await read()).toEqual(seeded);
});
