/**
 * The seed's legal product data, on every product of the demo catalogue in both languages: regulatory
 * category, net quantity and unit price basis, ingredients with their allergens in bold, nutrition
 * declaration per 100 g consistent with its macros, storage conditions and the food business operator.
 */
import { COMPANY } from '../content/settings';
import { ALLERGENS, type Allergen } from './foodInformation';
import { generateCatalog, type GeneratedProduct } from './generator';

const catalog = generateCatalog({ products: 420, baseDate: '2025-06-01' });
const products = catalog.products;
const langs = ['ro', 'en'] as const;
/** What a shopper buys: simple products sold alone and the variants of configurable products. */
const sellable = products.filter((p) => p.typeId === 'simple');
const foods = products.filter((p) => p.regulatoryCategory !== 'cosmetic');

const allergenByName = (lang: 'ro' | 'en', name: string): Allergen =>
  (Object.keys(ALLERGENS) as Allergen[]).find((code) => ALLERGENS[code].name[lang] === name)!;
const boldWords = (html: string) => [...html.matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => m[1].toLowerCase());

/** '1,5 g' / '1.5 g' → 1.5 */
const grams = (amount: string) => Number(amount.replace(',', '.').replace(/\s*g$/, ''));

test('every product has a regulatory category, an NC code, ingredients, storage conditions and an operator in both languages', () => {
  for (const p of products) {
    expect(['food_supplement', 'herbal_supplement', 'food', 'cosmetic']).toContain(p.regulatoryCategory);
    expect(p.ncCode).toMatch(/^\d{8}$/);
    for (const lang of langs) {
      const t = p.texts[lang];
      expect(t.ingredients.length).toBeGreaterThan(10);
      expect(t.storage.length).toBeGreaterThan(20);
      expect(t.operator).toMatch(/S\.R\.L\., .+ \d{6} .+, (România|Romania)$/);
      expect(t.usage.length).toBeGreaterThan(10);
    }
  }
  // GNC's own products are imported and sold by the retailer: its company and address.
  const gnc = products.find((p) => p.brandCode === 'gnc')!;
  expect(gnc.texts.ro.operator).toBe(`${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.district}, ${COMPANY.postcode} ${COMPANY.city}, România`);
  // Romanian texts keep their diacritics.
  expect(foods.some((p) => /[ăâîșț]/.test(p.texts.ro.ingredients))).toBe(true);
  expect(foods.some((p) => /[ăâîșț]/.test(p.texts.ro.storage))).toBe(true);
});

test('every sellable product has its net quantity and the unit its price per unit of measure is given for', () => {
  for (const p of sellable) {
    expect(p.netQuantity).toBeGreaterThan(0);
    expect(p.unitPriceBasis).toBe({ g: 'kg', ml: 'l', pcs: 'piece' }[p.netQuantityUnit!]);
  }
  // Each size variant has its own: a 2270 g tub is not a 908 g one.
  const bySize = products.filter((p) => p.variantOptions.gramaj);
  expect(bySize.length).toBeGreaterThan(10);
  for (const variant of bySize) {
    const code = variant.variantOptions.gramaj!;
    const expected = Number(/(\d+)$/.exec(code)![1]);
    expect(variant.netQuantity).toBe(expected);
  }
  const parent = products.find((p) => p.superAttributes.includes('gramaj'))!;
  expect(parent.netQuantity).toBeNull();
  expect(new Set(products.filter((p) => p.parentId === parent.id).map((v) => v.netQuantity)).size).toBeGreaterThan(1);
  // Capsules, tablets and bars are counted; powders per kg, liquids per litre.
  const unitOf = (lineKey: string) => products.find((p) => p.lineKey === lineKey && p.netQuantity !== null)!;
  expect(unitOf('bar-protein')).toMatchObject({ netQuantity: 12, netQuantityUnit: 'pcs', unitPriceBasis: 'piece' });
  expect(unitOf('omega-fish-oil')).toMatchObject({ netQuantityUnit: 'pcs', unitPriceBasis: 'piece' });
  expect(unitOf('l-carnitine-liquid')).toMatchObject({ netQuantity: 500, netQuantityUnit: 'ml', unitPriceBasis: 'l' });
  expect(unitOf('whey-gold')).toMatchObject({ netQuantityUnit: 'g', unitPriceBasis: 'kg' });
});

test('the list of ingredients puts each allergen in bold, and only allergens; the allergen list names them in the language', () => {
  let withAllergens = 0;
  for (const p of foods) {
    for (const lang of langs) {
      const t = p.texts[lang];
      expect(Array.isArray(t.allergens)).toBe(true);
      const codes = t.allergens!.map((name) => allergenByName(lang, name));
      expect(codes.every(Boolean)).toBe(true);
      const bold = boldWords(t.ingredients);
      for (const code of codes) expect(bold.some((word) => (ALLERGENS[code].marks as readonly string[]).includes(word))).toBe(true);
      for (const word of bold) expect(codes.some((code) => (ALLERGENS[code].marks as readonly string[]).includes(word))).toBe(true);
      if (codes.length) withAllergens++;
    }
  }
  expect(withAllergens).toBeGreaterThan(100);
  const whey = products.find((p) => p.lineKey === 'whey-gold')!;
  expect(whey.texts.ro.allergens).toEqual(['lapte', 'soia']);
  expect(whey.texts.ro.ingredients).toContain('Concentrat proteic din zer (<strong>lapte</strong>)');
  expect(whey.texts.ro.ingredients).toContain('lecitină din <strong>soia</strong>');
  expect(whey.texts.en.allergens).toEqual(['milk', 'soy']);
  expect(products.find((p) => p.lineKey === 'omega-fish-oil')!.texts.en.allergens).toEqual(['fish']);
  // Cosmetics list their ingredients by INCI name; food allergen law does not apply.
  for (const p of products.filter((x) => x.regulatoryCategory === 'cosmetic')) {
    expect(p.texts.ro.allergens).toBeNull();
    expect(p.texts.ro.nutrition).toBeNull();
    expect(p.texts.ro.ingredients).toMatch(/^(Aqua|Maris|Sucrose)/);
  }
});

const MANDATORY = { ro: ['Valoare energetică', 'Grăsimi', 'din care acizi grași saturați', 'Glucide', 'din care zaharuri', 'Proteine', 'Sare'], en: ['Energy', 'Fat', 'of which saturates', 'Carbohydrate', 'of which sugars', 'Protein', 'Salt'] };

test('protein powders, bars and other foods declare their nutrition per 100 g, in the order of the law, energy consistent with the macros', () => {
  const declared = foods.filter((p) => p.texts.en.nutrition?.per_100);
  expect(products.filter((p) => p.kind === 'protein' || p.kind === 'bar' || p.regulatoryCategory === 'food').every((p) => p.texts.en.nutrition?.per_100)).toBe(true);
  for (const p of declared) {
    for (const lang of langs) {
      const rows = p.texts[lang].nutrition!.per_100!;
      const names = rows.map((r) => r.name);
      // The seven of art. 30(1) in that order (fibre may stand between sugars and protein).
      expect(names.filter((n) => MANDATORY[lang].includes(n))).toEqual(MANDATORY[lang]);
      const value = (index: number) => grams(rows.find((r) => r.name === MANDATORY[lang][index])!.amount);
      const [kJ, kcal] = /^(\d+) kJ \/ (\d+) kcal$/.exec(rows[0].amount)!.slice(1).map(Number);
      const fromMacros = 17 * value(5) + 17 * value(3) + 37 * value(1);
      expect(Math.abs(kJ - fromMacros) / fromMacros).toBeLessThanOrEqual(0.15);
      expect(Math.abs(kcal - kJ / 4.184) / kcal).toBeLessThanOrEqual(0.05);
      expect(value(4)).toBeLessThanOrEqual(value(3));
      expect(value(2)).toBeLessThanOrEqual(value(1));
    }
  }
  // Capsules and tablets have none.
  expect(products.find((p) => p.lineKey === 'vit-d3')!.texts.ro.nutrition!.per_100).toBeNull();
});

test('supplements give their amounts per daily dose, vitamins and minerals with the % of the reference intake', () => {
  const supplements = products.filter((p) => p.foodSupplement && p.kind !== 'protein');
  for (const p of supplements) {
    const nutrition = p.texts.ro.nutrition!;
    expect(nutrition.serving_size).toContain('doza zilnică recomandată');
    expect(nutrition.rows.length).toBeGreaterThan(0);
    expect(p.texts.en.nutrition!.serving_size).toContain('recommended daily dose');
  }
  const vitaminC = products.find((p) => p.lineKey === 'vit-c-1000')!;
  expect(vitaminC.texts.en.nutrition!.rows[0]).toEqual({ name: 'Vitamin C', amount: '1000 mg', daily_value: '1250%' });
  const magnesium = products.find((p) => p.lineKey === 'magnesium-b6')!;
  expect(magnesium.texts.ro.nutrition!.rows).toEqual([
    { name: 'Magneziu', amount: '300 mg', daily_value: '80%' },
    { name: 'Vitamina B6', amount: '2,8 mg', daily_value: '200%' }
  ]);
  expect(magnesium.texts.ro.usage).toMatch(/^Adulți: 2 (capsule|tablete) pe zi/);
  // A bar's portion is one bar, with what it weighs, and the declaration for it.
  const bar = products.find((p) => p.lineKey === 'bar-protein')!;
  expect(bar.texts.ro.nutrition).toMatchObject({ serving_size: '1 baton (60 g)', servings_per_container: 12 });
  expect(bar.texts.ro.nutrition!.rows.find((r) => r.name === 'Proteine')!.amount).toBe('20 g');
});

test('sugar data decides the rate of foods only; supplements and cosmetics carry none', () => {
  const byLine = (key: string) => products.find((p: GeneratedProduct) => p.lineKey === key)!;
  expect(byLine('bar-protein')).toMatchObject({ regulatoryCategory: 'food', sugarsPer100g: 8.9, addedSugar: true, taxClass: 'reduced' });
  expect(byLine('bar-wafer')).toMatchObject({ regulatoryCategory: 'food', sugarsPer100g: 21, addedSugar: true, taxClass: 'standard' });
  expect(byLine('maca')).toMatchObject({ regulatoryCategory: 'food', sugarsPer100g: 32, addedSugar: false, taxClass: 'reduced' });
  expect(byLine('ashwagandha')).toMatchObject({ regulatoryCategory: 'herbal_supplement', addedSugar: false, taxClass: 'reduced' });
  expect(byLine('whey-gold')).toMatchObject({ regulatoryCategory: 'food_supplement', sugarsPer100g: null, addedSugar: null, taxClass: 'standard' });
  // The sugars the rule reads are the declaration's.
  for (const p of products.filter((x) => x.sugarsPer100g !== null)) {
    expect(grams(p.texts.en.nutrition!.per_100!.find((r) => r.name === 'of which sugars')!.amount)).toBe(p.sugarsPer100g);
  }
});
