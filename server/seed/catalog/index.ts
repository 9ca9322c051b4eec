/**
 * Seeds the demo catalogue: category tree, attributes, generated products with variants, media,
 * reviews and links, URL rewrites for both store views, the read indexes, and the pictures.
 * Relies on the store views (store_id 1 'default' ro_RO, 2 'en_storeview') seeded by the content seed.
 */
import type { Db, Queryable } from '../../db/client';
import { rebuildCatalogIndex } from '../../repositories/catalogIndex';
import { arrayLiteral, bulkInsert } from './bulkInsert';
import {
  ATTRIBUTES, ATTR_AROMA, ATTR_BRAND, ATTR_PROMOTION, ATTR_PROMOTION_LABELS, ATTR_SIZE, ATTR_SPECIAL_LABEL, BRANDS,
  CATEGORIES, CATEGORY_REDIRECTS, FLAVOURS, PROMOTION_LABELS, PROMOTION_TYPES, RATINGS, SIZES, SPECIAL_LABELS,
  STORE_EN, STORE_RO, type CategorySeed, type OptionSeed
} from './data';
import { generateCatalog, type GeneratedCatalog } from './generator';
import { drawCategoryImages, drawProductImages } from './images';
import { shapePriceHistory, type GeneratedPriceChange } from './priceHistory';

export interface SeedCatalogOptions {
  products: number;
  mediaDir: string;
  /** 'YYYY-MM-DD' the generated dates are relative to; defaults to today (UTC). */
  baseDate?: string;
  /** Skip drawing pictures (tests that do not look at files). */
  skipImages?: boolean;
  log?: (message: string) => void;
}

export const CATEGORY_URL_SUFFIX = '.html';
export const PRODUCT_URL_SUFFIX = '.html';

/** Option ids by attribute: brand 101.., aroma 201.., size 301.., promotion 401.., label 501.., promo labels 601.. */
const OPTION_BASE: Record<number, number> = {
  [ATTR_BRAND]: 100, [ATTR_AROMA]: 200, [ATTR_SIZE]: 300, [ATTR_PROMOTION]: 400, [ATTR_SPECIAL_LABEL]: 500, [ATTR_PROMOTION_LABELS]: 600
};

const OPTIONS_BY_ATTRIBUTE: Record<number, OptionSeed[]> = {
  [ATTR_BRAND]: BRANDS.map((b) => ({ code: b.code, label: { ro: b.name, en: b.name } })),
  [ATTR_AROMA]: FLAVOURS,
  [ATTR_SIZE]: SIZES,
  [ATTR_PROMOTION]: PROMOTION_TYPES,
  [ATTR_SPECIAL_LABEL]: SPECIAL_LABELS,
  [ATTR_PROMOTION_LABELS]: PROMOTION_LABELS
};

export function optionId(attributeId: number, code: string): number {
  const index = OPTIONS_BY_ATTRIBUTE[attributeId].findIndex((o) => o.code === code);
  if (index < 0) throw new Error(`Unknown option ${code} of attribute ${attributeId}`);
  return OPTION_BASE[attributeId] + index + 1;
}

const labels = (l: { ro: string; en: string }) => ({ '0': l.ro, [STORE_RO]: l.ro, [STORE_EN]: l.en });

/** The English view's banner of a category (its name in English), under media/catalog/category/. */
function englishCategoryImage(category: { urlKey: { en: string } }): string {
  return `en/${category.urlKey.en}.jpg`;
}

export async function seedCatalog(db: Db, options: SeedCatalogOptions): Promise<{ products: number; images: number; timings: Record<string, number> }> {
  const log = options.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  let mark = Date.now();
  const lap = (name: string) => {
    const now = Date.now();
    timings[name] = now - mark;
    mark = now;
  };
  const baseDate = options.baseDate ?? new Date().toISOString().slice(0, 10);
  const stores = await db.query<{ store_id: number }>('SELECT store_id FROM store WHERE store_id IN (1, 2)');
  if (stores.length < 2) throw new Error('seedCatalog needs store views 1 (default) and 2 (en_storeview); seed content first');

  const catalog = generateCatalog({ products: options.products, baseDate });
  const priceHistory = shapePriceHistory(catalog.products, baseDate);
  lap('generate');

  // Pictures render on libvips threads while the database work runs.
  const drawing = options.skipImages
    ? Promise.resolve(0)
    : Promise.all([
        drawProductImages(options.mediaDir, catalog.images),
        drawCategoryImages(options.mediaDir, [
          ...CATEGORIES.map((c) => ({ file: `${c.urlKey.ro}.jpg`, name: c.name.ro, colour: c.colour })),
          ...CATEGORIES.map((c) => ({ file: englishCategoryImage(c), name: c.name.en, colour: c.colour }))
        ])
      ]).then(([drawn]) => drawn);

  await db.transaction(async (tx) => {
    await insertCategories(tx);
    await insertAttributes(tx);
    await insertProducts(tx, catalog);
    await insertPriceHistory(tx, catalog, priceHistory);
    await insertUrlRewrites(tx, catalog);
  });
  lap('insert');
  await rebuildCatalogIndex(db, { today: baseDate });
  lap('index');
  const images = await drawing;
  lap('images');
  log(`catalogue: ${catalog.products.length} product rows, ${catalog.images.length} pictures (${images} drawn) ${JSON.stringify(timings)}`);
  return { products: catalog.products.length, images: catalog.images.length, timings };
}

function categoryPaths(): Map<number, { path: string; level: number; urlPath: { ro: string; en: string } }> {
  const byId = new Map<number, CategorySeed>(CATEGORIES.map((c) => [c.id, c]));
  const result = new Map<number, { path: string; level: number; urlPath: { ro: string; en: string } }>();
  const resolve = (id: number): { path: string; level: number; urlPath: { ro: string; en: string } } => {
    const cached = result.get(id);
    if (cached) return cached;
    const category = byId.get(id)!;
    let value;
    if (category.parentId === 2) {
      value = { path: `1/2/${id}`, level: 2, urlPath: { ...category.urlKey } };
    } else {
      const parent = resolve(category.parentId);
      value = {
        path: `${parent.path}/${id}`,
        level: parent.level + 1,
        urlPath: { ro: `${parent.urlPath.ro}/${category.urlKey.ro}`, en: `${parent.urlPath.en}/${category.urlKey.en}` }
      };
    }
    result.set(id, value);
    return value;
  };
  for (const category of CATEGORIES) resolve(category.id);
  return result;
}

async function insertCategories(tx: Queryable): Promise<void> {
  const paths = categoryPaths();
  const descendants = (id: number): number => {
    const children = CATEGORIES.filter((c) => c.parentId === id);
    return children.reduce((sum, child) => sum + 1 + descendants(child.id), 0);
  };
  await tx.query(
    `INSERT INTO catalog_category (category_id, parent_id, path, level, position, children_count, include_in_menu, is_anchor)
     VALUES (1, NULL, '1', 0, 0, $1, false, true), (2, 1, '1/2', 1, 1, $2, false, true)`,
    [CATEGORIES.length + 1, CATEGORIES.length]
  );
  await bulkInsert(tx, 'catalog_category', [
    { name: 'category_id', type: 'int' }, { name: 'parent_id', type: 'int' }, { name: 'path', type: 'text' },
    { name: 'level', type: 'int' }, { name: 'position', type: 'int' }, { name: 'children_count', type: 'int' },
    { name: 'include_in_menu', type: 'bool' }, { name: 'is_anchor', type: 'bool' }, { name: 'image', type: 'text' }
  ], [...CATEGORIES].sort((a, b) => paths.get(a.id)!.level - paths.get(b.id)!.level).map((c) => [
    c.id, c.parentId, paths.get(c.id)!.path, paths.get(c.id)!.level, c.position, descendants(c.id),
    c.includeInMenu ?? true, c.isAnchor ?? true, `${c.urlKey.ro}.jpg`
  ]));

  const storeRows: unknown[][] = [];
  for (const [storeId, lang] of [[STORE_RO, 'ro'], [STORE_EN, 'en']] as const) {
    storeRows.push([1, storeId, 'Root Catalog', 'root-catalog', '', null, null, null, null, null]);
    storeRows.push([2, storeId, 'Default Category', 'default-category', '', null, null, null, null, null]);
    for (const c of CATEGORIES) {
      const name = c.name[lang];
      const description = c.description?.[lang]
        ?? (lang === 'ro'
          ? `Descoperă gama noastră de ${name.toLowerCase()}: produse originale de la branduri de top, livrare rapidă în toată România.`
          : `Discover our range of ${name.toLowerCase()}: genuine products from top brands, fast delivery across Romania.`);
      storeRows.push([
        c.id, storeId, name, c.urlKey[lang], paths.get(c.id)!.urlPath[lang],
        `<p>${description}</p>`,
        lang === 'ro' ? `${name} | GNC România` : `${name} | GNC Romania`,
        name.toLowerCase(),
        description,
        // The category's own image is the Romanian one; the English view has its own words.
        lang === 'en' ? englishCategoryImage(c) : null
      ]);
    }
  }
  await bulkInsert(tx, 'catalog_category_store', [
    { name: 'category_id', type: 'int' }, { name: 'store_id', type: 'int' }, { name: 'name', type: 'text' },
    { name: 'url_key', type: 'text' }, { name: 'url_path', type: 'text' }, { name: 'description', type: 'text' },
    { name: 'meta_title', type: 'text' }, { name: 'meta_keywords', type: 'text' }, { name: 'meta_description', type: 'text' },
    { name: 'image', type: 'text' }
  ], storeRows);
}

async function insertAttributes(tx: Queryable): Promise<void> {
  await bulkInsert(tx, 'catalog_attribute', [
    { name: 'attribute_id', type: 'int' }, { name: 'code', type: 'text' }, { name: 'frontend_input', type: 'text' },
    { name: 'labels', type: 'jsonb' }, { name: 'is_filterable', type: 'bool' }, { name: 'position', type: 'int' },
    { name: 'swatch_type', type: 'text' }
  ], ATTRIBUTES.map((a) => [a.id, a.code, a.input, labels(a.label), a.filterable, a.position, a.swatchType ?? null]));
  const optionRows: unknown[][] = [];
  for (const attribute of ATTRIBUTES) {
    OPTIONS_BY_ATTRIBUTE[attribute.id].forEach((option, index) => {
      optionRows.push([OPTION_BASE[attribute.id] + index + 1, attribute.id, option.code, index + 1, labels(option.label), option.swatch ?? null]);
    });
  }
  await bulkInsert(tx, 'catalog_attribute_option', [
    { name: 'option_id', type: 'int' }, { name: 'attribute_id', type: 'int' }, { name: 'code', type: 'text' },
    { name: 'sort_order', type: 'int' }, { name: 'labels', type: 'jsonb' }, { name: 'swatch_value', type: 'text' }
  ], optionRows);
  await bulkInsert(tx, 'catalog_rating', [
    { name: 'rating_id', type: 'int' }, { name: 'code', type: 'text' }, { name: 'labels', type: 'jsonb' }, { name: 'position', type: 'int' }
  ], RATINGS.map((r, i) => [r.id, r.code, labels(r.label), i + 1]));
}

async function insertProducts(tx: Queryable, catalog: GeneratedCatalog): Promise<void> {
  const { products } = catalog;
  // Parents before variants (foreign key on parent_id): generation order already guarantees it.
  await bulkInsert(tx, 'catalog_product', [
    { name: 'product_id', type: 'int' }, { name: 'sku', type: 'text' }, { name: 'type_id', type: 'text' },
    { name: 'parent_id', type: 'int' }, { name: 'visibility', type: 'int' }, { name: 'brand_option_id', type: 'int' },
    { name: 'price', type: 'numeric' }, { name: 'special_price', type: 'numeric' }, { name: 'special_from_date', type: 'date' },
    { name: 'special_to_date', type: 'date' }, { name: 'weight', type: 'numeric' }, { name: 'tax_class', type: 'text' },
    { name: 'food_supplement', type: 'bool' }, { name: 'regulatory_category', type: 'text' }, { name: 'nc_code', type: 'text' },
    { name: 'sugars_per_100g', type: 'numeric' }, { name: 'added_sugar', type: 'bool' }, { name: 'net_quantity', type: 'numeric' },
    { name: 'net_quantity_unit', type: 'text' }, { name: 'unit_price_basis', type: 'text' }, { name: 'news_from_date', type: 'date' }, { name: 'news_to_date', type: 'date' }, { name: 'expiry_date', type: 'date' },
    { name: 'promotion_option_id', type: 'int' }, { name: 'special_label_option_id', type: 'int' },
    { name: 'promotion_label_option_ids', type: 'int[]' }, { name: 'aroma_option_ids', type: 'int[]' },
    { name: 'stock_status', type: 'text' }, { name: 'quantity', type: 'int' }, { name: 'country_of_manufacture', type: 'text' },
    { name: 'image', type: 'text' }, { name: 'position', type: 'int' }, { name: 'created_at', type: 'timestamptz' },
    { name: 'updated_at', type: 'timestamptz' }
  ], products.map((p) => [
    p.id, p.sku, p.typeId, p.parentId, p.visibility, optionId(ATTR_BRAND, p.brandCode),
    p.price, p.specialPrice, p.specialFromDate, p.specialToDate, p.weight, p.taxClass, p.foodSupplement,
    p.regulatoryCategory, p.ncCode, p.sugarsPer100g, p.addedSugar, p.netQuantity, p.netQuantityUnit, p.unitPriceBasis,
    p.newsFromDate, p.newsToDate, p.expiryDate,
    p.promotionCode ? optionId(ATTR_PROMOTION, p.promotionCode) : null,
    p.specialLabelCode ? optionId(ATTR_SPECIAL_LABEL, p.specialLabelCode) : null,
    p.promotionLabelCodes.map((c) => optionId(ATTR_PROMOTION_LABELS, c)),
    p.aromaCodes.map((c) => optionId(ATTR_AROMA, c)),
    p.stockStatus, p.quantity, p.country, p.media[0]?.file ?? null, p.position, p.createdAt, p.createdAt
  ]));

  const storeRows: unknown[][] = [];
  for (const p of products) {
    for (const [storeId, lang] of [[STORE_RO, 'ro'], [STORE_EN, 'en']] as const) {
      const t = p.texts[lang];
      storeRows.push([p.id, storeId, t.name, t.urlKey, t.shortDescription, t.description, t.metaTitle, t.metaKeyword,
        t.metaDescription, t.ingredients, t.usage, t.nutrition, t.name, t.allergens, t.storage, t.operator]);
    }
  }
  await bulkInsert(tx, 'catalog_product_store', [
    { name: 'product_id', type: 'int' }, { name: 'store_id', type: 'int' }, { name: 'name', type: 'text' },
    { name: 'url_key', type: 'text' }, { name: 'short_description', type: 'text' }, { name: 'description', type: 'text' },
    { name: 'meta_title', type: 'text' }, { name: 'meta_keyword', type: 'text' }, { name: 'meta_description', type: 'text' },
    { name: 'ingredients', type: 'text' }, { name: 'usage_instructions', type: 'text' }, { name: 'nutrition_facts', type: 'jsonb' },
    { name: 'image_label', type: 'text' }, { name: 'allergens', type: 'text[]' }, { name: 'storage_conditions', type: 'text' },
    { name: 'food_business_operator', type: 'text' }
  ], storeRows, 1000);

  const attributeIdByCode = { aroma: ATTR_AROMA, gramaj: ATTR_SIZE } as const;
  const superRows: unknown[][] = [];
  const variantRows: unknown[][] = [];
  const categoryRows: unknown[][] = [];
  const mediaRows: unknown[][] = [];
  for (const p of products) {
    p.superAttributes.forEach((code, i) => superRows.push([p.id, attributeIdByCode[code], i]));
    for (const [code, value] of Object.entries(p.variantOptions) as Array<['aroma' | 'gramaj', string]>) {
      variantRows.push([p.id, attributeIdByCode[code], optionId(attributeIdByCode[code], value)]);
    }
    for (const categoryId of p.categoryIds) categoryRows.push([categoryId, p.id, p.position]);
    for (const m of p.media) mediaRows.push([p.id, m.file, m.position, m.types, { [STORE_RO]: m.label.ro, [STORE_EN]: m.label.en }]);
  }
  await bulkInsert(tx, 'catalog_product_super_attribute', [
    { name: 'product_id', type: 'int' }, { name: 'attribute_id', type: 'int' }, { name: 'position', type: 'int' }
  ], superRows);
  await bulkInsert(tx, 'catalog_product_variant_option', [
    { name: 'product_id', type: 'int' }, { name: 'attribute_id', type: 'int' }, { name: 'option_id', type: 'int' }
  ], variantRows, 5000);
  await bulkInsert(tx, 'catalog_category_product', [
    { name: 'category_id', type: 'int' }, { name: 'product_id', type: 'int' }, { name: 'position', type: 'int' }
  ], categoryRows, 5000);
  await bulkInsert(tx, 'catalog_product_media', [
    { name: 'product_id', type: 'int' }, { name: 'file', type: 'text' }, { name: 'position', type: 'int' },
    { name: 'types', type: 'text[]' }, { name: 'labels', type: 'jsonb' }
  ], mediaRows, 5000);
  await bulkInsert(tx, 'catalog_product_link', [
    { name: 'product_id', type: 'int' }, { name: 'linked_product_id', type: 'int' }, { name: 'link_type', type: 'text' },
    { name: 'position', type: 'int' }
  ], catalog.links.map((l) => [l.productId, l.linkedProductId, l.linkType, l.position]), 5000);
  await bulkInsert(tx, 'catalog_review', [
    { name: 'product_id', type: 'int' }, { name: 'store_id', type: 'int' }, { name: 'nickname', type: 'text' },
    { name: 'summary', type: 'text' }, { name: 'text', type: 'text' }, { name: 'ratings', type: 'jsonb' },
    { name: 'created_at', type: 'timestamptz' }
  ], catalog.reviews.map((r) => [r.productId, r.storeId, r.nickname, r.summary, r.text, r.ratings, r.createdAt]), 5000);
}

/**
 * The price history the demo made up (priceHistory.ts) in place of the one entry per product the
 * database's trigger wrote as the products went in (their launch at today's prices).
 */
async function insertPriceHistory(tx: Queryable, catalog: GeneratedCatalog, history: readonly GeneratedPriceChange[]): Promise<void> {
  await tx.query('DELETE FROM catalog_product_price_history WHERE product_id = ANY ($1::int[])', [catalog.products.map((p) => p.id)]);
  await bulkInsert(tx, 'catalog_product_price_history', [
    { name: 'product_id', type: 'int' }, { name: 'changed_at', type: 'timestamptz' }, { name: 'price', type: 'numeric' },
    { name: 'special_price', type: 'numeric' }, { name: 'special_from_date', type: 'date' }, { name: 'special_to_date', type: 'date' }
  ], history.map((h) => [h.productId, h.changedAt, h.price, h.specialPrice, h.specialFromDate, h.specialToDate]), 5000);
}

/**
 * A demo catalogue seeded before migration 020 got its legal columns from the migration, but not the
 * texts of food information (ingredients with their allergens in bold, allergens, nutrition per 100 g,
 * storage, operator): the generator, deterministic for the catalogue's size, gives them by SKU. Runs
 * only on a catalogue where no product has storage conditions yet, so once.
 */
export async function backfillFoodInformation(db: Db, log: (message: string) => void = () => undefined): Promise<number> {
  const state = await db.one<{ pending: boolean; products: number | null }>(
    `SELECT EXISTS (SELECT 1 FROM catalog_product_store) AND NOT EXISTS (SELECT 1 FROM catalog_product_store WHERE storage_conditions IS NOT NULL) AS pending,
            (SELECT (detail ->> 'products')::int FROM seed_state WHERE name = 'catalog') AS products`
  );
  if (!state?.pending || !state.products) return 0;
  const catalog = generateCatalog({ products: state.products, baseDate: new Date().toISOString().slice(0, 10) });
  const rows: unknown[][] = [];
  for (const p of catalog.products) {
    for (const [storeId, lang] of [[STORE_RO, 'ro'], [STORE_EN, 'en']] as const) {
      const t = p.texts[lang];
      rows.push([p.sku, storeId, t.ingredients, t.usage, t.nutrition && JSON.stringify(t.nutrition), t.allergens && arrayLiteral(t.allergens), t.storage, t.operator]);
    }
  }
  for (let start = 0; start < rows.length; start += 2000) {
    const chunk = rows.slice(start, start + 2000);
    await db.query(
      `UPDATE catalog_product_store ps
          SET ingredients = u.ingredients, usage_instructions = u.usage, nutrition_facts = u.nutrition::jsonb, allergens = u.allergens::text[],
              storage_conditions = u.storage, food_business_operator = u.operator
         FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
                AS u(sku, store_id, ingredients, usage, nutrition, allergens, storage, operator)
         JOIN catalog_product p ON p.sku = u.sku
        WHERE ps.product_id = p.product_id AND ps.store_id = u.store_id`,
      chunk[0].map((_, column) => chunk.map((row) => row[column]))
    );
  }
  log(`food information written for the ${catalog.products.length} products of a catalogue seeded before it`);
  return catalog.products.length;
}

async function insertUrlRewrites(tx: Queryable, catalog: GeneratedCatalog): Promise<void> {
  const paths = categoryPaths();
  const rows: unknown[][] = [];
  for (const c of CATEGORIES) {
    const urlPath = paths.get(c.id)!.urlPath;
    rows.push([STORE_RO, `${urlPath.ro}${CATEGORY_URL_SUFFIX}`, '', 0, 'category', c.id]);
    rows.push([STORE_EN, `${urlPath.en}${CATEGORY_URL_SUFFIX}`, '', 0, 'category', c.id]);
  }
  for (const redirect of CATEGORY_REDIRECTS) {
    const urlPath = paths.get(redirect.categoryId)!.urlPath[redirect.storeId === STORE_RO ? 'ro' : 'en'];
    rows.push([redirect.storeId, redirect.oldPath, `${urlPath}${CATEGORY_URL_SUFFIX}`, 301, 'category', redirect.categoryId]);
  }
  const visible = catalog.products.filter((p) => p.visibility === 4);
  for (const p of visible) {
    rows.push([STORE_RO, `${p.texts.ro.urlKey}${PRODUCT_URL_SUFFIX}`, '', 0, 'product', p.id]);
    rows.push([STORE_EN, `${p.texts.en.urlKey}${PRODUCT_URL_SUFFIX}`, '', 0, 'product', p.id]);
  }
  // A few products moved: their old archive URLs answer with a permanent redirect.
  for (const p of visible.slice(0, 3)) {
    rows.push([STORE_RO, `arhiva/${p.texts.ro.urlKey}${PRODUCT_URL_SUFFIX}`, `${p.texts.ro.urlKey}${PRODUCT_URL_SUFFIX}`, 301, 'product', p.id]);
    rows.push([STORE_EN, `archive/${p.texts.en.urlKey}${PRODUCT_URL_SUFFIX}`, `${p.texts.en.urlKey}${PRODUCT_URL_SUFFIX}`, 301, 'product', p.id]);
  }
  await bulkInsert(tx, 'url_rewrite', [
    { name: 'store_id', type: 'int' }, { name: 'request_path', type: 'text' }, { name: 'target_path', type: 'text' },
    { name: 'redirect_type', type: 'int' }, { name: 'entity_type', type: 'text' }, { name: 'entity_id', type: 'int' }
  ], rows, 5000);
}
