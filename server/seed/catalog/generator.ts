/**
 * Deterministic demo catalogue generator: the same options give the same catalogue, byte for byte
 * (seeded PRNG, no Math.random, dates computed from a given base date). Pure: no I/O.
 */
import {
  BRANDS, COSMETIC_SCENTS, FLAVOURS, PRODUCT_LINES, PROMOTION_LABELS, PROMOTION_TYPES, REVIEW_NICKNAMES,
  REVIEW_TEXTS, SIZES, SPECIAL_LABELS, OFFERS_CATEGORY_ID, CLEARANCE_CATEGORY_ID,
  type BrandSeed, type ContainerForm, type Localized, type ProductKind, type ProductLine
} from './data';
import { foodInformation, lineFacts, netQuantityOf, unitPriceBasisOf, type NutritionFacts, type UnitPriceBasis } from './foodInformation';
import { productTexts } from './texts';
import { slugify } from '../../services/searchText';
import { taxClassOf, vatRatePercent, type RegulatoryCategory, type TaxClass } from '../../services/vat';

export interface GeneratorOptions {
  /** Visible products (simple products and configurable parents); variants come on top. */
  products: number;
  /** 'YYYY-MM-DD': special price windows, new-product dates and expiry dates are relative to it. */
  baseDate: string;
  seed?: number;
}

/** Above this many products, images are shared between products of the same line and brand. */
export const UNIQUE_IMAGE_LIMIT = 1000;

export interface ImageSpec {
  file: string;                 // '/o/p/optimum-nutrition-gold-standard.jpg'
  form: ContainerForm;
  colours: [string, string, string];
  brand: string;
  title: string;
  subtitle: string;
  badge: string | null;
  badgeColour: string | null;
  variant: 'front' | 'facts' | 'lifestyle';
}

export interface GeneratedMedia {
  file: string;
  position: number;
  types: string[];
  label: Localized;
}

export interface StoreTexts {
  name: string;
  urlKey: string;
  shortDescription: string;
  description: string;
  metaTitle: string;
  metaKeyword: string;
  metaDescription: string;
  ingredients: string;
  /** Annex II allergens in the ingredients (null for cosmetics). */
  allergens: string[] | null;
  usage: string;
  nutrition: NutritionFacts | null;
  storage: string;
  /** Name and address of the food business operator (or, for cosmetics, the responsible person). */
  operator: string;
}

export interface GeneratedProduct {
  id: number;
  sku: string;
  typeId: 'simple' | 'configurable';
  parentId: number | null;
  visibility: 1 | 4;
  lineKey: string;
  kind: ProductKind;
  brandCode: string;
  price: number;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  weight: number;
  /** Food law's category, NC code and sugar content: what VAT is decided from (services/vat.ts). */
  regulatoryCategory: RegulatoryCategory;
  ncCode: string;
  sugarsPer100g: number | null;
  addedSugar: boolean | null;
  /** Magento's tax class of the VAT rate those give. */
  taxClass: TaxClass;
  /** A food supplement (either category of supplement): its page carries the statements the law requires. */
  foodSupplement: boolean;
  /** The pack's net quantity (null on a configurable product whose variants differ in size). */
  netQuantity: number | null;
  netQuantityUnit: 'g' | 'ml' | 'pcs' | null;
  unitPriceBasis: UnitPriceBasis | null;
  newsFromDate: string | null;
  newsToDate: string | null;
  expiryDate: string;
  promotionCode: string | null;
  specialLabelCode: string | null;
  promotionLabelCodes: string[];
  /** Flavour codes: own flavour (simple/variant) or all variants' flavours (configurable). */
  aromaCodes: string[];
  sizeCode: string | null;
  /** Configurable axes by attribute code, in display order. */
  superAttributes: Array<'aroma' | 'gramaj'>;
  /** For variants: the option chosen on each axis. */
  variantOptions: Partial<Record<'aroma' | 'gramaj', string>>;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  quantity: number;
  categoryIds: number[];
  position: number;
  country: string;
  texts: { ro: StoreTexts; en: StoreTexts };
  media: GeneratedMedia[];
  createdAt: string;
}

export interface GeneratedReview {
  productId: number;
  storeId: 1 | 2;
  nickname: string;
  summary: string;
  text: string;
  ratings: { quality: number; value: number; price: number };
  createdAt: string;
}

export interface GeneratedLink {
  productId: number;
  linkedProductId: number;
  linkType: 'related' | 'upsell' | 'crosssell';
  position: number;
}

export interface GeneratedCatalog {
  products: GeneratedProduct[];
  reviews: GeneratedReview[];
  links: GeneratedLink[];
  images: ImageSpec[];
}

/** mulberry32: small, fast, good enough for demo data, and identical on every platform. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** k distinct items in their original order. */
    sample: <T>(items: readonly T[], k: number): T[] => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
      }
      return indexes.slice(0, Math.min(k, items.length)).sort((a, b) => a - b).map((i) => items[i]);
    }
  };
}
export type Random = ReturnType<typeof createRandom>;

const SKU_PREFIX: Record<string, string> = {
  gnc: 'GNC', 'optimum-nutrition': 'ON', myprotein: 'MP', scitec: 'SCN', 'biotech-usa': 'BT',
  'now-foods': 'NOW', solgar: 'SOL', 'natures-bounty': 'NB', ahava: 'AHV', 'tree-hut': 'TH'
};

const brandByCode = new Map(BRANDS.map((b) => [b.code, b]));
const flavourByCode = new Map(FLAVOURS.map((f) => [f.code, f]));
const sizeByCode = new Map(SIZES.map((s) => [s.code, s]));

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Shop prices end in ,99 or ,90. */
function shopPrice(value: number, random: Random): number {
  const whole = Math.max(9, Math.floor(value));
  return whole + (random.chance(0.7) ? 0.99 : 0.9);
}

function mediaPath(fileName: string): string {
  return `/${fileName[0]}/${fileName[1]}/${fileName}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

interface Combo {
  line: ProductLine;
  brand: BrandSeed;
}

export function generateCatalog(options: GeneratorOptions): GeneratedCatalog {
  const random = createRandom(options.seed ?? 20250101);
  const { baseDate } = options;
  const sharedImages = options.products > UNIQUE_IMAGE_LIMIT;
  const large = options.products > 5000;

  const combos: Combo[] = [];
  for (const line of PRODUCT_LINES) {
    for (const code of line.brands) combos.push({ line, brand: brandByCode.get(code)! });
  }
  // A fixed shuffle so that consecutive products come from different lines.
  const order = combos.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }

  const products: GeneratedProduct[] = [];
  const reviews: GeneratedReview[] = [];
  const images = new Map<string, ImageSpec>();
  const usedNames = new Set<string>();
  const usedUrlKeys = { ro: new Set<string>(), en: new Set<string>() };
  let nextId = 1;

  const nextEdition = new Map<string, number>();
  const uniqueName = (name: Localized): Localized => {
    if (!usedNames.has(name.ro)) {
      usedNames.add(name.ro);
      return name;
    }
    // Remember the last edition per name so 50,000 products stay linear.
    for (let edition = nextEdition.get(name.ro) ?? 2; ; edition++) {
      const candidate = { ro: `${name.ro} (ediția ${edition})`, en: `${name.en} (edition ${edition})` };
      if (!usedNames.has(candidate.ro)) {
        usedNames.add(candidate.ro);
        nextEdition.set(name.ro, edition + 1);
        return candidate;
      }
    }
  };
  const uniqueUrlKey = (lang: 'ro' | 'en', name: string): string => {
    const base = slugify(name);
    let key = base;
    for (let n = 1; usedUrlKeys[lang].has(key); n++) key = `${base}-${n}`;
    usedUrlKeys[lang].add(key);
    return key;
  };

  const addImage = (spec: ImageSpec) => {
    if (!images.has(spec.file)) images.set(spec.file, spec);
    return spec.file;
  };

  const buildTexts = (
    line: ProductLine, name: Localized, brand: BrandSeed, sizeCode: string | null
  ): { ro: StoreTexts; en: StoreTexts } => {
    const sizeLabel = sizeCode ? sizeByCode.get(sizeCode)!.label : { ro: '', en: '' };
    const { keywords } = line;
    const result = {} as { ro: StoreTexts; en: StoreTexts };
    for (const lang of ['ro', 'en'] as const) {
      const texts = productTexts(line.kind, lang, { name: name[lang], brand: brand.name, size: sizeLabel[lang] });
      const food = foodInformation(line.key, brand.code, lang, sizeCode);
      result[lang] = {
        name: name[lang],
        urlKey: uniqueUrlKey(lang, name[lang]),
        shortDescription: `<p>${texts.shortDescription}</p>`,
        description: texts.description,
        metaTitle: lang === 'ro' ? `${name.ro} | GNC România` : `${name.en} | GNC Romania`,
        metaKeyword: [brand.name, name[lang], keywords?.[lang]].filter(Boolean).join(', '),
        metaDescription: texts.shortDescription.slice(0, 255),
        ingredients: food.ingredients,
        allergens: food.allergens,
        usage: food.usage,
        nutrition: food.nutrition,
        storage: food.storage,
        operator: food.operator
      };
    }
    return result;
  };

  const frontImage = (combo: Combo, fileKey: string, subtitle: string, flavourCode: string | null): string => {
    const flavour = flavourCode ? flavourByCode.get(flavourCode)! : null;
    return addImage({
      file: mediaPath(`${fileKey}.jpg`),
      form: combo.line.form,
      colours: combo.brand.colours,
      brand: combo.brand.name,
      title: combo.line.name.en,
      subtitle,
      badge: flavour ? flavour.label.ro : null,
      badgeColour: flavour?.swatch ?? null,
      variant: 'front'
    });
  };

  const galleryExtras = (combo: Combo): GeneratedMedia[] => {
    const extras: GeneratedMedia[] = [];
    if (random.chance(0.5)) {
      const file = addImage({
        file: mediaPath(`${combo.line.kind}-${combo.brand.code}-eticheta.jpg`),
        form: combo.line.form, colours: combo.brand.colours, brand: combo.brand.name,
        title: combo.line.kind === 'cosmetic' ? 'Ingrediente' : 'Valori nutriționale', subtitle: combo.brand.name,
        badge: null, badgeColour: null, variant: 'facts'
      });
      extras.push({ file, position: 2, types: [], label: { ro: 'Etichetă', en: 'Label' } });
      if (random.chance(0.5)) {
        const lifestyle = addImage({
          file: mediaPath(`${combo.line.kind}-stil-de-viata.jpg`),
          form: combo.line.form, colours: combo.brand.colours, brand: '',
          title: combo.line.kind, subtitle: '', badge: null, badgeColour: null, variant: 'lifestyle'
        });
        extras.push({ file: lifestyle, position: 3, types: [], label: { ro: 'Mod de utilizare', en: 'How to use' } });
      }
    }
    return extras;
  };

  const stock = (): { stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK'; quantity: number } => {
    const roll = random.next();
    if (roll < 0.08) return { stockStatus: 'OUT_OF_STOCK', quantity: 0 };
    if (roll < 0.15) return { stockStatus: 'IN_STOCK', quantity: random.int(1, 4) };
    return { stockStatus: 'IN_STOCK', quantity: random.int(10, 250) };
  };

  const weightOf = (kind: ProductKind, sizeCode: string | null): number => {
    const net = netQuantityOf(sizeCode);
    if (net?.unit === 'g') return Math.round((net.quantity / 1000 + 0.12) * 1000) / 1000;
    if (net?.unit === 'ml') return Math.round((net.quantity / 1000 + 0.06) * 1000) / 1000;
    if (kind === 'bar') return 0.78;
    return 0.15;
  };

  /** The pack's net quantity and the unit its price per unit of measure is given for. */
  const netOf = (sizeCode: string | null) => {
    const net = netQuantityOf(sizeCode);
    return { netQuantity: net?.quantity ?? null, netQuantityUnit: net?.unit ?? null, unitPriceBasis: net ? unitPriceBasisOf(net.unit) : null };
  };

  for (let index = 0; index < options.products; index++) {
    const combo = combos[order[index % combos.length]];
    const { line, brand } = combo;
    const id = nextId++;
    const sku = `${SKU_PREFIX[brand.code]}-${String(index + 1).padStart(5, '0')}`;

    // Configurable when the line has flavours or sizes to choose from.
    const canConfigure = line.flavours.length >= 2 || line.sizes.length >= 2;
    const isConfigurable = canConfigure && random.chance(0.35);
    const axes: Array<'aroma' | 'gramaj'> = [];
    if (isConfigurable) {
      if (line.flavours.length >= 2) axes.push('aroma');
      if (line.sizes.length >= 2 && (axes.length === 0 || random.chance(0.35))) axes.push('gramaj');
    }
    const flavourChoices = axes.includes('aroma') ? random.sample(line.flavours, random.int(2, large ? 3 : 4)) : [];
    const sizeChoices = axes.includes('gramaj') ? line.sizes.slice(0, large ? 2 : 3) : [];
    // Simple products (and configurables without a size axis) come in one size.
    const sizeIndex = axes.includes('gramaj') ? 0 : random.int(0, line.sizes.length - 1);
    const ownSize = axes.includes('gramaj') ? null : line.sizes[sizeIndex];
    const ownFlavour = !isConfigurable && line.flavours.length > 0 ? random.pick(line.flavours) : null;
    const scent = brand.code === 'tree-hut' ? random.pick(COSMETIC_SCENTS) : null;

    let nameRo = `${brand.name} ${line.name.ro}${scent ? ` ${scent.ro}` : ''}`;
    let nameEn = `${brand.name} ${line.name.en}${scent ? ` ${scent.en}` : ''}`;
    if (ownSize) {
      nameRo += `, ${sizeByCode.get(ownSize)!.label.ro}`;
      nameEn += `, ${sizeByCode.get(ownSize)!.label.en}`;
    }
    if (ownFlavour) {
      nameRo += `, ${lowerFirst(flavourByCode.get(ownFlavour)!.label.ro)}`;
      nameEn += `, ${lowerFirst(flavourByCode.get(ownFlavour)!.label.en)}`;
    }
    const name = uniqueName({ ro: nameRo, en: nameEn });

    const basePrice = line.basePrice * brand.priceFactor * (0.92 + random.next() * 0.16);
    const priceFor = (sizeCode: string) => shopPrice(basePrice * line.sizeFactors[line.sizes.indexOf(sizeCode)], random);

    const onSale = random.chance(0.25);
    const saleFactor = random.pick([0.7, 0.75, 0.8, 0.85, 0.9]);
    const specialWindow = onSale
      ? { from: addDays(baseDate, -random.int(1, 20)), to: random.chance(0.8) ? addDays(baseDate, random.int(30, 365)) : null }
      : null;
    const special = (price: number) => (onSale ? Math.floor(price * saleFactor) + 0.99 : null);

    const isNew = random.chance(0.12);
    const shortDated = random.chance(0.04);
    const expiryDate = shortDated ? addDays(baseDate, random.int(30, 90)) : addDays(baseDate, random.int(180, 900));
    const promotionCode = random.chance(0.15) ? random.pick(PROMOTION_TYPES).code : null;
    const specialLabelCode = isNew
      ? 'nou'
      : line.vegan && random.chance(0.6)
        ? 'vegan'
        : random.chance(0.12)
          ? random.pick(SPECIAL_LABELS.filter((l) => l.code !== 'nou' && l.code !== 'vegan')).code
          : null;
    const promotionLabelCodes = random.chance(0.2) ? random.sample(PROMOTION_LABELS, random.int(1, 2)).map((l) => l.code) : [];
    if (onSale && !promotionLabelCodes.includes('reducere') && random.chance(0.5)) promotionLabelCodes.push('reducere');

    const categoryIds = [line.categoryId];
    if (onSale || promotionCode) categoryIds.push(OFFERS_CATEGORY_ID);
    if (shortDated) categoryIds.push(CLEARANCE_CATEGORY_ID);

    const createdAt = `${addDays(baseDate, -random.int(isNew ? 0 : 30, isNew ? 20 : 700))}T09:00:00Z`;
    const fileKey = sharedImages ? `${brand.code}-${line.key}` : name.en ? slugify(name.en) : `product-${id}`;
    const parentImage = frontImage(combo, fileKey, ownSize ? sizeByCode.get(ownSize)!.label.ro : '', ownFlavour);
    const media: GeneratedMedia[] = [
      { file: parentImage, position: 1, types: ['image', 'small_image', 'thumbnail'], label: name },
      ...galleryExtras(combo)
    ];
    const texts = buildTexts(line, name, brand, ownSize ?? sizeChoices[sizeChoices.length - 1] ?? null);
    const facts = lineFacts(line.key);
    const vatRate = vatRatePercent({
      regulatory_category: facts.regulatoryCategory, nc_code: facts.ncCode, sugars_per_100g: facts.sugarsPer100g, added_sugar: facts.addedSugar
    });

    const parent: GeneratedProduct = {
      id, sku,
      typeId: isConfigurable ? 'configurable' : 'simple',
      parentId: null,
      visibility: 4,
      lineKey: line.key,
      kind: line.kind,
      brandCode: brand.code,
      price: ownSize ? priceFor(ownSize) : priceFor(sizeChoices[0] ?? line.sizes[0]),
      specialPrice: null,
      specialFromDate: specialWindow?.from ?? null,
      specialToDate: specialWindow?.to ?? null,
      weight: weightOf(line.kind, ownSize ?? sizeChoices[0] ?? null),
      regulatoryCategory: facts.regulatoryCategory,
      ncCode: facts.ncCode,
      sugarsPer100g: facts.sugarsPer100g,
      addedSugar: facts.addedSugar,
      taxClass: taxClassOf(vatRate),
      foodSupplement: facts.foodSupplement,
      // A configurable product whose variants differ in size has no net quantity: each variant has its own.
      ...netOf(ownSize),
      newsFromDate: isNew ? addDays(baseDate, -random.int(0, 20)) : null,
      newsToDate: isNew ? addDays(baseDate, random.int(30, 90)) : null,
      expiryDate,
      promotionCode,
      specialLabelCode,
      promotionLabelCodes,
      aromaCodes: isConfigurable ? flavourChoices : ownFlavour ? [ownFlavour] : [],
      sizeCode: ownSize,
      superAttributes: axes,
      variantOptions: {},
      ...stock(),
      categoryIds,
      position: index + 1,
      country: brand.country,
      texts,
      media,
      createdAt
    };
    parent.specialPrice = isConfigurable ? null : special(parent.price);
    if (!parent.specialPrice) {
      parent.specialFromDate = null;
      parent.specialToDate = null;
    }
    products.push(parent);

    if (isConfigurable) {
      const flavourAxis: Array<string | null> = flavourChoices.length ? flavourChoices : [null];
      const sizeAxis: Array<string | null> = sizeChoices.length ? sizeChoices : [ownSize];
      let anyInStock = false;
      let totalQty = 0;
      for (const flavourCode of flavourAxis) {
        for (const sizeCode of sizeAxis) {
          const variantId = nextId++;
          const parts = [flavourCode, axes.includes('gramaj') ? sizeCode : null].filter((p): p is string => Boolean(p));
          const variantName = {
            ro: `${name.ro}, ${parts.map((code) => lowerFirst((flavourByCode.get(code) ?? sizeByCode.get(code)!).label.ro)).join(', ')}`,
            en: `${name.en}, ${parts.map((code) => lowerFirst((flavourByCode.get(code) ?? sizeByCode.get(code)!).label.en)).join(', ')}`
          };
          const variantImage = !sharedImages && flavourCode
            ? frontImage(combo, `${fileKey}-${flavourCode}`, sizeCode ? sizeByCode.get(sizeCode)!.label.ro : '', flavourCode)
            : parentImage;
          const price = sizeCode ? priceFor(sizeCode) : parent.price;
          const variantStock = stock();
          anyInStock ||= variantStock.stockStatus === 'IN_STOCK';
          totalQty += variantStock.quantity;
          products.push({
            ...parent,
            id: variantId,
            sku: `${sku}-${parts.map((p) => p.toUpperCase()).join('-')}`,
            typeId: 'simple',
            parentId: id,
            visibility: 1,
            price,
            specialPrice: special(price),
            specialFromDate: specialWindow?.from ?? null,
            specialToDate: specialWindow?.to ?? null,
            weight: weightOf(line.kind, sizeCode),
            ...netOf(sizeCode),
            aromaCodes: flavourCode ? [flavourCode] : [],
            sizeCode,
            superAttributes: [],
            variantOptions: { ...(flavourCode ? { aroma: flavourCode } : {}), ...(axes.includes('gramaj') && sizeCode ? { gramaj: sizeCode } : {}) },
            ...variantStock,
            categoryIds: [],
            texts: buildTexts(line, variantName, brand, sizeCode),
            media: [{ file: variantImage, position: 1, types: ['image', 'small_image', 'thumbnail'], label: variantName }]
          });
        }
      }
      // Special prices live on the variants, as in Magento.
      parent.specialFromDate = null;
      parent.specialToDate = null;
      parent.stockStatus = anyInStock ? 'IN_STOCK' : 'OUT_OF_STOCK';
      parent.quantity = totalQty;
    }

    // Reviews in the language of each store view.
    const reviewChance = large ? 0.25 : 0.7;
    if (random.chance(reviewChance)) {
      const quality = random.next();
      for (const storeId of [1, 2] as const) {
        const count = storeId === 1 ? random.int(1, large ? 2 : 6) : random.int(0, large ? 1 : 3);
        for (let r = 0; r < count; r++) {
          const template = quality > 0.3
            ? random.pick(REVIEW_TEXTS.filter((t) => t.stars >= 4))
            : random.pick(REVIEW_TEXTS);
          const aspect = () => Math.min(5, Math.max(1, template.stars + random.int(-1, 1) * (random.chance(0.3) ? 1 : 0)));
          const lang = storeId === 1 ? 'ro' : 'en';
          reviews.push({
            productId: id,
            storeId,
            nickname: random.pick(REVIEW_NICKNAMES),
            summary: template[lang][0],
            text: template[lang][1],
            ratings: { quality: template.stars, value: aspect(), price: aspect() },
            createdAt: `${addDays(baseDate, -random.int(1, 400))}T${String(random.int(8, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`
          });
        }
      }
    }
  }

  return { products, reviews, links: generateLinks(products, random, large), images: [...images.values()] };
}

function generateLinks(products: GeneratedProduct[], random: Random, large: boolean): GeneratedLink[] {
  const visible = products.filter((p) => p.visibility === 4);
  const byCategory = new Map<number, GeneratedProduct[]>();
  for (const product of visible) {
    const list = byCategory.get(product.categoryIds[0]) ?? [];
    list.push(product);
    byCategory.set(product.categoryIds[0], list);
  }
  const links: GeneratedLink[] = [];
  const counts = large ? { related: 2, upsell: 1, crosssell: 1 } : { related: 4, upsell: 2, crosssell: 2 };
  for (const product of visible) {
    const sameCategory = byCategory.get(product.categoryIds[0])!;
    // Sample from a bounded window so 50,000 products stay linear.
    const start = sameCategory.length > 40 ? random.int(0, sameCategory.length - 40) : 0;
    const window = sameCategory.slice(start, start + 40).filter((p) => p.id !== product.id);
    const related = random.sample(window, counts.related);
    related.forEach((p, i) => links.push({ productId: product.id, linkedProductId: p.id, linkType: 'related', position: i + 1 }));
    const pricier = window.filter((p) => p.price > product.price && !related.includes(p));
    random.sample(pricier, counts.upsell).forEach((p, i) => links.push({ productId: product.id, linkedProductId: p.id, linkType: 'upsell', position: i + 1 }));
    const seen = new Set<number>();
    for (let i = 0; i < counts.crosssell; i++) {
      const other = visible[random.int(0, visible.length - 1)];
      if (other.categoryIds[0] === product.categoryIds[0] || seen.has(other.id)) continue;
      seen.add(other.id);
      links.push({ productId: product.id, linkedProductId: other.id, linkType: 'crosssell', position: i + 1 });
    }
  }
  return links;
}
