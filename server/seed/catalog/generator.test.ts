import { addDays, createRandom, generateCatalog, UNIQUE_IMAGE_LIMIT } from './generator';
import { escapeXml, productSvg, wrapText } from './images';

describe('catalogue generator', () => {
  const catalog = generateCatalog({ products: 420, baseDate: '2025-06-01' });
  const visible = catalog.products.filter((p) => p.visibility === 4);

  test('is deterministic: same options, same catalogue', () => {
    const again = generateCatalog({ products: 420, baseDate: '2025-06-01' });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalog));
    const otherSeed = generateCatalog({ products: 420, baseDate: '2025-06-01', seed: 7 });
    expect(JSON.stringify(otherSeed)).not.toBe(JSON.stringify(catalog));
  });

  test('dates move with the base date and nothing else does', () => {
    const later = generateCatalog({ products: 420, baseDate: '2025-06-11' });
    expect(later.products.map((p) => p.sku)).toEqual(catalog.products.map((p) => p.sku));
    const onSale = catalog.products.find((p) => p.specialFromDate)!;
    const sameLater = later.products.find((p) => p.id === onSale.id)!;
    expect(sameLater.specialFromDate).toBe(addDays(onSale.specialFromDate!, 10));
    expect(sameLater.price).toBe(onSale.price);
  });

  test('the PRNG is seeded, not Math.random', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(draws);
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
  });

  test('makes the requested number of visible products, simple and configurable, with unique SKUs and URL keys', () => {
    expect(visible).toHaveLength(420);
    const configurables = visible.filter((p) => p.typeId === 'configurable');
    expect(configurables.length).toBeGreaterThan(60);
    expect(new Set(catalog.products.map((p) => p.sku)).size).toBe(catalog.products.length);
    expect(new Set(catalog.products.map((p) => p.texts.ro.urlKey)).size).toBe(catalog.products.length);
    expect(new Set(catalog.products.map((p) => p.texts.en.urlKey)).size).toBe(catalog.products.length);
  });

  test('variants are simple products with their own SKU, price, stock, image and one option per axis', () => {
    const parent = visible.find((p) => p.typeId === 'configurable' && p.superAttributes.length === 2)!;
    const variants = catalog.products.filter((p) => p.parentId === parent.id);
    expect(variants.length).toBeGreaterThanOrEqual(4);
    for (const variant of variants) {
      expect(variant.typeId).toBe('simple');
      expect(variant.visibility).toBe(1);
      expect(variant.sku.startsWith(`${parent.sku}-`)).toBe(true);
      expect(Object.keys(variant.variantOptions).sort()).toEqual([...parent.superAttributes].sort());
      expect(variant.media[0].file).toMatch(/^\/[a-z0-9]\/[a-z0-9]\/.+\.jpg$/);
    }
    const combinations = new Set(variants.map((v) => JSON.stringify(v.variantOptions)));
    expect(combinations.size).toBe(variants.length);
    expect(parent.aromaCodes.length).toBeGreaterThanOrEqual(2);
  });

  test('Romanian texts keep their diacritics and URL keys drop them', () => {
    const romanian = visible.map((p) => p.texts.ro.name).join(' ');
    expect(['ă', 'â', 'î', 'ș', 'ț'].filter((letter) => !romanian.includes(letter))).toEqual([]);
    const whey = visible.find((p) => p.texts.ro.name.includes('Proteină din zer'))!;
    expect(whey.texts.ro.urlKey).toMatch(/^[a-z0-9-]+$/);
    expect(whey.texts.ro.urlKey).toContain('proteina-din-zer');
    expect(whey.texts.en.name).toContain('Whey');
    expect(whey.texts.ro.nutrition?.rows.find((r) => r.name === 'Proteine')?.amount).toBe('24 g');
  });

  test('about a quarter of the products are on special, with a window around the base date', () => {
    const priced = catalog.products.filter((p) => p.typeId === 'simple');
    const onSale = priced.filter((p) => p.specialPrice !== null);
    expect(onSale.length / priced.length).toBeGreaterThan(0.15);
    expect(onSale.length / priced.length).toBeLessThan(0.35);
    for (const p of onSale) {
      expect(p.specialPrice!).toBeLessThan(p.price);
      expect(p.specialFromDate! <= '2025-06-01').toBe(true);
      if (p.specialToDate) expect(p.specialToDate >= '2025-06-01').toBe(true);
    }
  });

  test('VAT follows the law from 1 August 2025: supplements and cosmetics 21 %, plant-based supplements and foods 11 % (services/vat.ts)', () => {
    const classes = (where: (p: (typeof visible)[number]) => boolean) => new Set(visible.filter(where).map((p) => p.taxClass));
    expect(classes((p) => p.kind === 'cosmetic')).toEqual(new Set(['standard']));
    expect(classes((p) => p.regulatoryCategory === 'food_supplement')).toEqual(new Set(['standard']));
    expect(classes((p) => ['protein', 'vitamin', 'mineral', 'amino', 'creatine', 'preworkout', 'omega', 'weight'].includes(p.kind))).toEqual(new Set(['standard']));
    // Plant-based supplements under NC 2101-2106 keep the reduced rate; a ginkgo extract (NC 1302) does not.
    expect(classes((p) => p.lineKey === 'ashwagandha')).toEqual(new Set(['reduced']));
    expect(classes((p) => p.lineKey === 'ginkgo')).toEqual(new Set(['standard']));
    // Foods: a protein bar under 10 g of sugars per 100 g keeps it, a sugary wafer bar does not; maca has no added sugar.
    expect(classes((p) => p.lineKey === 'bar-protein')).toEqual(new Set(['reduced']));
    expect(classes((p) => p.lineKey === 'bar-wafer')).toEqual(new Set(['standard']));
    expect(classes((p) => p.lineKey === 'maca')).toEqual(new Set(['reduced']));
    expect(visible.every((p) => p.foodSupplement === ['food_supplement', 'herbal_supplement'].includes(p.regulatoryCategory))).toBe(true);
  });

  test('some products are out of stock, some nearly', () => {
    const simple = catalog.products.filter((p) => p.typeId === 'simple');
    expect(simple.some((p) => p.stockStatus === 'OUT_OF_STOCK' && p.quantity === 0)).toBe(true);
    expect(simple.some((p) => p.stockStatus === 'IN_STOCK' && p.quantity <= 4)).toBe(true);
  });

  test('reviews in both languages and related products among visible products', () => {
    expect(catalog.reviews.some((r) => r.storeId === 1 && /[ăâîșț]/.test(r.text))).toBe(true);
    expect(catalog.reviews.some((r) => r.storeId === 2)).toBe(true);
    const visibleIds = new Set(visible.map((p) => p.id));
    expect(catalog.links.length).toBeGreaterThan(420);
    expect(catalog.links.every((l) => visibleIds.has(l.linkedProductId) && l.linkedProductId !== l.productId)).toBe(true);
  });

  test('one picture per product for the demo, a bounded set for large catalogues', () => {
    expect(catalog.images.length).toBeGreaterThan(420);
    const large = generateCatalog({ products: UNIQUE_IMAGE_LIMIT * 3, baseDate: '2025-06-01' });
    expect(large.products.filter((p) => p.visibility === 4)).toHaveLength(UNIQUE_IMAGE_LIMIT * 3);
    expect(large.images.length).toBeLessThanOrEqual(600);
  });

  test('pictures are SVG with escaped text', () => {
    expect(escapeXml(`Nature's <Bounty> & "Co"`)).toBe('Nature&apos;s &lt;Bounty&gt; &amp; &quot;Co&quot;');
    expect(wrapText('Gold Standard 100% Whey Protein', 16, 3)).toEqual(['Gold Standard', '100% Whey', 'Protein']);
    const svg = productSvg(catalog.images.find((i) => i.brand === "Nature's Bounty")!);
    expect(svg).toContain('NATURE&apos;S BOUNTY');
    expect(svg.startsWith('<svg')).toBe(true);
  });
});
