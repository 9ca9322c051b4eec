/**
 * The legal product data through GraphQL (ProductInterface.regulatory_category, net_quantity,
 * net_quantity_unit, unit_price_basis, allergens, storage_conditions, food_business_operator,
 * NutritionFacts.per_100, tax_class from services/vat.ts), in custom_attributesV2 and the attribute
 * metadata, and migration 020 (with the food information the next start writes) recomputing it on a
 * catalogue seeded before it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { testAppForFile } from '../../../test/helpers/server';
import { gql } from '../../../test/helpers/sales';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { backfillFoodInformation } from '../../seed/catalog';
import { taxClassOf, vatRatePercent, type VatFacts } from '../../services/vat';

const t = testAppForFile();

const LEGAL = `regulatory_category net_quantity net_quantity_unit unit_price_basis allergens storage_conditions food_business_operator tax_class food_supplement
  ingredients usage_instructions nutrition_facts { serving_size rows { name amount daily_value } per_100 { name amount } }`;
const QUERY = `query($skus: [String]) { products(filter: { sku: { in: $skus } }, pageSize: 20) { items {
  sku ${LEGAL} ... on ConfigurableProduct { variants { attributes { code label } product { sku ${LEGAL} } } }
  custom_attributesV2 { items { code ... on AttributeValue { value } } }
} } }`;

/** The first visible product of a line, found by its (English) name; optionally with variants along a size axis. */
async function skuOf(nameLike: string, sizeAxis = false): Promise<string> {
  const row = await t.db.one<{ sku: string }>(
    `SELECT p.sku FROM catalog_product p JOIN catalog_product_store ps ON ps.product_id = p.product_id AND ps.store_id = 2
      WHERE p.visibility = 4 AND ps.name LIKE $1
        AND ($2::boolean = EXISTS (SELECT 1 FROM catalog_product_super_attribute sa JOIN catalog_attribute a ON a.attribute_id = sa.attribute_id
                                    WHERE sa.product_id = p.product_id AND a.code = 'gramaj'))
      ORDER BY p.product_id LIMIT 1`,
    [nameLike, sizeAxis]
  );
  if (!row) throw new Error(`no product like ${nameLike}`);
  return row.sku;
}

// Answers are arbitrary JSON trees read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function products(skus: string[], store: string): Promise<Map<string, any>> {
  const res = await gql(t.app, QUERY, { skus }, { store });
  expect(res.errors).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return new Map((res.data!.products.items as any[]).map((item) => [item.sku, item]));
}

test('products answer their category, net quantity, unit price basis, allergens, storage and operator in the store view\'s language', async () => {
  const [whey, wafer, ashwagandha, cream] = await Promise.all([
    skuOf('%Whey Protein%', true), skuOf('%Protein Wafer Bar%'), skuOf('%Ashwagandha%'), skuOf('%Hand Cream%')
  ]);
  const ro = await products([whey, wafer, ashwagandha, cream], 'default');
  const en = await products([whey, wafer, ashwagandha, cream], 'en_storeview');

  // A configurable product sold in several sizes: none of its own, each size variant its own.
  expect(ro.get(whey)).toMatchObject({ regulatory_category: 'food_supplement', net_quantity: null, net_quantity_unit: null, unit_price_basis: null, tax_class: 'standard', food_supplement: true, allergens: ['lapte', 'soia'] });
  const variants = ro.get(whey).variants as Array<{ attributes: Array<{ code: string; label: string }>; product: Record<string, unknown> }>;
  for (const variant of variants) {
    const size = variant.attributes.find((a) => a.code === 'gramaj')!.label;
    expect(`${variant.product.net_quantity} ${variant.product.net_quantity_unit}`).toBe(size);
    expect(variant.product).toMatchObject({ unit_price_basis: 'kg', tax_class: 'standard', allergens: ['lapte', 'soia'] });
  }
  expect(new Set(variants.map((v) => v.product.net_quantity)).size).toBeGreaterThan(1);
  expect(ro.get(whey).ingredients).toContain('(<strong>lapte</strong>)');
  expect(ro.get(whey).nutrition_facts.per_100.map((r: { name: string }) => r.name)).toEqual(
    ['Valoare energetică', 'Grăsimi', 'din care acizi grași saturați', 'Glucide', 'din care zaharuri', 'Proteine', 'Sare']
  );
  expect(en.get(whey).nutrition_facts.per_100[0]).toEqual({ name: 'Energy', amount: '1701 kJ / 402 kcal' });
  expect(en.get(whey).allergens).toEqual(['milk', 'soy']);

  // A sugary wafer bar is a food at the standard rate; bars are counted.
  expect(en.get(wafer)).toMatchObject({
    regulatory_category: 'food', net_quantity: 12, net_quantity_unit: 'pcs', unit_price_basis: 'piece', tax_class: 'standard', food_supplement: false,
    allergens: ['milk', 'soy', 'gluten']
  });
  expect(en.get(wafer).nutrition_facts.per_100.find((r: { name: string }) => r.name === 'of which sugars').amount).toBe('21 g');
  // A plant-based supplement of NC 2106 keeps the reduced rate and carries the supplement statements.
  expect(ro.get(ashwagandha)).toMatchObject({ regulatory_category: 'herbal_supplement', tax_class: 'reduced', food_supplement: true, unit_price_basis: 'piece', allergens: [] });
  expect(ro.get(ashwagandha).nutrition_facts).toMatchObject({ serving_size: '2 capsule – doza zilnică recomandată', per_100: null });
  expect(ro.get(ashwagandha).storage_conditions).toMatch(/^A se păstra/);
  expect(en.get(ashwagandha).storage_conditions).toMatch(/^Store/);
  // A cosmetic: INCI ingredients, its responsible person, no food information.
  expect(en.get(cream)).toMatchObject({
    regulatory_category: 'cosmetic', net_quantity: 100, net_quantity_unit: 'ml', unit_price_basis: 'l', tax_class: 'standard',
    allergens: null, nutrition_facts: null, food_business_operator: 'Dead Sea Beauty S.R.L., Str. Mihai Eminescu nr. 89, Sector 2, 020079 București, Romania'
  });
  expect(ro.get(cream).food_business_operator).toMatch(/, România$/);

  // custom_attributesV2 lists them as the other attributes.
  const attributes = new Map((en.get(wafer).custom_attributesV2.items as Array<{ code: string; value?: string }>).map((a) => [a.code, a.value]));
  expect(Object.fromEntries(['regulatory_category', 'net_quantity', 'net_quantity_unit', 'unit_price_basis', 'allergens'].map((code) => [code, attributes.get(code)]))).toEqual({
    regulatory_category: 'food', net_quantity: '12', net_quantity_unit: 'pcs', unit_price_basis: 'piece', allergens: 'milk, soy, gluten'
  });
  expect(attributes.get('storage_conditions')).toBe(en.get(wafer).storage_conditions);
  expect(attributes.get('food_business_operator')).toBe(en.get(wafer).food_business_operator);
});

test('the attribute metadata describes the new attributes in both views', async () => {
  const LIST = '{ attributesList(entityType: CATALOG_PRODUCT) { items { code label frontend_input } } }';
  const codes = ['regulatory_category', 'net_quantity', 'net_quantity_unit', 'unit_price_basis', 'allergens', 'storage_conditions', 'food_business_operator'];
  const ro = (await gql(t.app, LIST, {}, { store: 'default' })).data!.attributesList.items as Array<{ code: string; label: string; frontend_input: string }>;
  const en = (await gql(t.app, LIST, {}, { store: 'en_storeview' })).data!.attributesList.items as Array<{ code: string; label: string }>;
  expect(ro.map((i) => i.code)).toEqual(expect.arrayContaining(codes));
  expect(ro.find((i) => i.code === 'allergens')).toEqual({ code: 'allergens', label: 'Alergeni', frontend_input: 'TEXT' });
  expect(en.find((i) => i.code === 'storage_conditions')!.label).toBe('Storage conditions');
});

interface LegalRow extends VatFacts {
  sku: string;
  tax_class: string;
  food_supplement: boolean;
  net_quantity: number | null;
  net_quantity_unit: string | null;
  unit_price_basis: string | null;
}

const readLegal = async () => (await t.db.query<LegalRow & Record<string, unknown>>(
  `SELECT sku, regulatory_category, nc_code, sugars_per_100g::float8 AS sugars_per_100g, added_sugar, tax_class, food_supplement,
          net_quantity::float8 AS net_quantity, net_quantity_unit, unit_price_basis
     FROM catalog_product ORDER BY product_id`
)).map((row) => ({ ...row }));

test('migration 020 gives a catalogue seeded before it the seed\'s category, NC code, sugar, net quantity and VAT class, as services/vat.ts computes it', async () => {
  const seeded = await readLegal();
  // What the seed wrote is what the rule says.
  for (const row of seeded) expect(row.tax_class).toBe(taxClassOf(vatRatePercent(row)));
  expect(new Set(seeded.map((row) => row.regulatory_category))).toEqual(new Set(['food_supplement', 'herbal_supplement', 'food', 'cosmetic']));

  // The catalogue as it stood before the migration: 11 % on everything but cosmetics, every non-bar a supplement.
  await t.db.query(`UPDATE catalog_product SET tax_class = CASE WHEN regulatory_category = 'cosmetic' THEN 'standard' ELSE 'reduced' END,
    food_supplement = regulatory_category <> 'cosmetic' AND NOT (regulatory_category = 'food' AND nc_code <> '11062090'),
    regulatory_category = NULL, nc_code = NULL, sugars_per_100g = NULL, added_sugar = NULL, net_quantity = NULL, net_quantity_unit = NULL, unit_price_basis = NULL`);
  const script = readFileSync(path.join(MIGRATIONS_DIR, '020_product_legal_data.sql'), 'utf8');
  await t.db.exec(script.slice(script.indexOf('-- backfill:')));
  const migrated = await readLegal();
  expect(migrated).toEqual(seeded);

  // Its food information (texts per store view) is written once at the next start, as the seed writes it.
  const readTexts = () => t.db.query(
    `SELECT p.sku, ps.store_id, ps.ingredients, ps.usage_instructions, ps.nutrition_facts, ps.allergens, ps.storage_conditions, ps.food_business_operator
       FROM catalog_product_store ps JOIN catalog_product p ON p.product_id = ps.product_id ORDER BY ps.product_id, ps.store_id`
  );
  const texts = await readTexts();
  await t.db.query(`UPDATE catalog_product_store SET ingredients = 'Proteine din zer (lapte)', nutrition_facts = nutrition_facts - 'per_100',
    allergens = NULL, storage_conditions = NULL, food_business_operator = NULL`);
  expect(await backfillFoodInformation(t.db)).toBe(texts.length / 2);
  expect(await readTexts()).toEqual(texts);
  expect(await backfillFoodInformation(t.db)).toBe(0);
});
