/**
 * Fixed reference data of the demo catalogue: the category tree, brands, attribute options and the
 * product lines the generator draws from. Romanian texts keep their diacritics (ă â î ș ț).
 */

export const STORE_RO = 1;
export const STORE_EN = 2;

export type Localized = { ro: string; en: string };

export interface CategorySeed {
  id: number;
  parentId: number;
  position: number;
  name: Localized;
  urlKey: Localized;
  includeInMenu?: boolean;
  isAnchor?: boolean;
  /** Colour of the drawn category banner. */
  colour: string;
  description?: Localized;
}

/** Global root (1) and store root (2) are created by the seeder; these are the storefront categories. */
export const CATEGORIES: CategorySeed[] = [
  { id: 3, parentId: 2, position: 1, name: { ro: 'Oferte', en: 'Offers' }, urlKey: { ro: 'oferte', en: 'offers' }, colour: '#d71920',
    description: { ro: 'Cele mai bune oferte la suplimente: reduceri, 1+1 gratis și pachete promoționale.', en: 'The best supplement deals: discounts, buy one get one free and bundles.' } },
  { id: 4, parentId: 2, position: 2, name: { ro: 'Proteine', en: 'Proteins' }, urlKey: { ro: 'proteine', en: 'proteins' }, colour: '#1f4e8c' },
  { id: 11, parentId: 4, position: 1, name: { ro: 'Proteine din zer', en: 'Whey protein' }, urlKey: { ro: 'proteine-din-zer', en: 'whey-protein' }, colour: '#2a5ea8' },
  { id: 12, parentId: 4, position: 2, name: { ro: 'Izolat proteic', en: 'Protein isolate' }, urlKey: { ro: 'izolat-proteic', en: 'protein-isolate' }, colour: '#2f6db8' },
  { id: 13, parentId: 4, position: 3, name: { ro: 'Cazeină', en: 'Casein' }, urlKey: { ro: 'cazeina', en: 'casein' }, colour: '#3a78c2' },
  { id: 14, parentId: 4, position: 4, name: { ro: 'Proteine vegane', en: 'Vegan protein' }, urlKey: { ro: 'proteine-vegane', en: 'vegan-protein' }, colour: '#3f8a4a' },
  { id: 15, parentId: 4, position: 5, name: { ro: 'Batoane proteice', en: 'Protein bars' }, urlKey: { ro: 'batoane-proteice', en: 'protein-bars' }, colour: '#8a5a2b' },
  { id: 5, parentId: 2, position: 3, name: { ro: 'Aminoacizi', en: 'Amino acids' }, urlKey: { ro: 'aminoacizi', en: 'amino-acids' }, colour: '#6b2fa3' },
  { id: 16, parentId: 5, position: 1, name: { ro: 'BCAA', en: 'BCAA' }, urlKey: { ro: 'bcaa', en: 'bcaa' }, colour: '#7a3bb5' },
  { id: 17, parentId: 5, position: 2, name: { ro: 'Glutamină', en: 'Glutamine' }, urlKey: { ro: 'glutamina', en: 'glutamine' }, colour: '#8446bf' },
  { id: 18, parentId: 5, position: 3, name: { ro: 'Creatină', en: 'Creatine' }, urlKey: { ro: 'creatina', en: 'creatine' }, colour: '#5a2590' },
  { id: 19, parentId: 5, position: 4, name: { ro: 'Aminoacizi esențiali (EAA)', en: 'Essential amino acids (EAA)' }, urlKey: { ro: 'aminoacizi-esentiali-eaa', en: 'essential-amino-acids-eaa' }, colour: '#9150c9' },
  { id: 6, parentId: 2, position: 4, name: { ro: 'Pre-workout', en: 'Pre-workout' }, urlKey: { ro: 'pre-workout', en: 'pre-workout' }, colour: '#e0561b' },
  { id: 7, parentId: 2, position: 5, name: { ro: 'Vitamine și minerale', en: 'Vitamins & minerals' }, urlKey: { ro: 'vitamine-si-minerale', en: 'vitamins-minerals' }, colour: '#f2a900' },
  { id: 20, parentId: 7, position: 1, name: { ro: 'Multivitamine', en: 'Multivitamins' }, urlKey: { ro: 'multivitamine', en: 'multivitamins' }, colour: '#e89f00' },
  { id: 21, parentId: 7, position: 2, name: { ro: 'Vitamina D', en: 'Vitamin D' }, urlKey: { ro: 'vitamina-d', en: 'vitamin-d' }, colour: '#f0b400' },
  { id: 22, parentId: 7, position: 3, name: { ro: 'Vitamina C', en: 'Vitamin C' }, urlKey: { ro: 'vitamina-c', en: 'vitamin-c' }, colour: '#f08c00' },
  { id: 23, parentId: 7, position: 4, name: { ro: 'Magneziu', en: 'Magnesium' }, urlKey: { ro: 'magneziu', en: 'magnesium' }, colour: '#4e9a8f' },
  { id: 24, parentId: 7, position: 5, name: { ro: 'Zinc', en: 'Zinc' }, urlKey: { ro: 'zinc', en: 'zinc' }, colour: '#5f7f99' },
  { id: 25, parentId: 7, position: 6, name: { ro: 'Omega-3', en: 'Omega-3' }, urlKey: { ro: 'omega-3', en: 'omega-3' }, colour: '#2b7bb9' },
  { id: 8, parentId: 2, position: 6, name: { ro: 'Controlul greutății', en: 'Weight management' }, urlKey: { ro: 'controlul-greutatii', en: 'weight-management' }, colour: '#2e9e5b' },
  { id: 9, parentId: 2, position: 7, name: { ro: 'Superalimente', en: 'Superfoods' }, urlKey: { ro: 'superalimente', en: 'superfoods' }, colour: '#4a8c2a' },
  { id: 10, parentId: 2, position: 8, name: { ro: 'Plante medicinale', en: 'Herbal' }, urlKey: { ro: 'plante-medicinale', en: 'herbal' }, colour: '#6b8e23' },
  { id: 26, parentId: 2, position: 9, name: { ro: 'Cosmetice', en: 'Cosmetics' }, urlKey: { ro: 'cosmetice', en: 'cosmetics' }, colour: '#c2185b' },
  { id: 27, parentId: 26, position: 1, name: { ro: 'AHAVA', en: 'AHAVA' }, urlKey: { ro: 'ahava', en: 'ahava' }, colour: '#00a3ad' },
  { id: 28, parentId: 26, position: 2, name: { ro: 'Tree Hut', en: 'Tree Hut' }, urlKey: { ro: 'tree-hut', en: 'tree-hut' }, colour: '#e2718f' },
  // Not in the menu: reachable by URL and used by promo pages.
  { id: 29, parentId: 2, position: 10, name: { ro: 'Lichidare de stoc', en: 'Clearance' }, urlKey: { ro: 'lichidare-de-stoc', en: 'clearance' }, colour: '#555555', includeInMenu: false }
];

export const OFFERS_CATEGORY_ID = 3;
export const CLEARANCE_CATEGORY_ID = 29;

/** Old category URLs that redirect (301) to the current ones. */
export const CATEGORY_REDIRECTS: Array<{ categoryId: number; storeId: number; oldPath: string }> = [
  { categoryId: 11, storeId: 1, oldPath: 'proteine/proteina-din-zer.html' },
  { categoryId: 7, storeId: 1, oldPath: 'vitamine.html' },
  { categoryId: 11, storeId: 2, oldPath: 'proteins/whey.html' },
  { categoryId: 7, storeId: 2, oldPath: 'vitamins.html' }
];

// ---------------------------------------------------------------- attributes

export const ATTR_BRAND = 1;
export const ATTR_AROMA = 2;
export const ATTR_SIZE = 3;
export const ATTR_PROMOTION = 4;
export const ATTR_SPECIAL_LABEL = 5;
export const ATTR_PROMOTION_LABELS = 6;

export interface AttributeSeed {
  id: number;
  code: string;
  input: 'select' | 'multiselect';
  label: Localized;
  filterable: boolean;
  position: number;
  swatchType?: 'text' | 'color';
}

export const ATTRIBUTES: AttributeSeed[] = [
  { id: ATTR_BRAND, code: 'brand', input: 'select', label: { ro: 'Brand', en: 'Brand' }, filterable: true, position: 2 },
  { id: ATTR_AROMA, code: 'aroma', input: 'select', label: { ro: 'Aromă', en: 'Flavour' }, filterable: true, position: 3, swatchType: 'text' },
  { id: ATTR_SIZE, code: 'gramaj', input: 'select', label: { ro: 'Gramaj', en: 'Size' }, filterable: false, position: 5, swatchType: 'text' },
  { id: ATTR_PROMOTION, code: 'gnc_tip_de_promotie', input: 'select', label: { ro: 'Tip de promoție', en: 'Promotion type' }, filterable: true, position: 4 },
  { id: ATTR_SPECIAL_LABEL, code: 'gnc_eticheta_speciala', input: 'select', label: { ro: 'Etichetă specială', en: 'Special label' }, filterable: false, position: 6 },
  { id: ATTR_PROMOTION_LABELS, code: 'gnc_etichete_promotie', input: 'multiselect', label: { ro: 'Etichete promoție', en: 'Promotion labels' }, filterable: false, position: 7 }
];

export interface BrandSeed {
  code: string;
  name: string;
  /** Container colour, label colour, text colour. */
  colours: [string, string, string];
  /** Multiplies the line's base price. */
  priceFactor: number;
  country: string;
}

export const BRANDS: BrandSeed[] = [
  { code: 'gnc', name: 'GNC', colours: ['#d71920', '#ffffff', '#d71920'], priceFactor: 1.0, country: 'US' },
  { code: 'optimum-nutrition', name: 'Optimum Nutrition', colours: ['#1b1b1b', '#c9a227', '#1b1b1b'], priceFactor: 1.1, country: 'IE' },
  { code: 'myprotein', name: 'MyProtein', colours: ['#0b2a5b', '#ffffff', '#0b2a5b'], priceFactor: 0.8, country: 'GB' },
  { code: 'scitec', name: 'Scitec Nutrition', colours: ['#111111', '#ff6a00', '#111111'], priceFactor: 0.95, country: 'HU' },
  { code: 'biotech-usa', name: 'BioTech USA', colours: ['#0a2351', '#e4002b', '#0a2351'], priceFactor: 0.9, country: 'HU' },
  { code: 'now-foods', name: 'Now Foods', colours: ['#ffffff', '#0057a8', '#0057a8'], priceFactor: 0.85, country: 'US' },
  { code: 'solgar', name: 'Solgar', colours: ['#4a2a12', '#c8a24a', '#4a2a12'], priceFactor: 1.2, country: 'US' },
  { code: 'natures-bounty', name: "Nature's Bounty", colours: ['#f4f1e8', '#1d5c3a', '#1d5c3a'], priceFactor: 0.9, country: 'US' },
  { code: 'ahava', name: 'AHAVA', colours: ['#ffffff', '#00a3ad', '#00525a'], priceFactor: 1.0, country: 'IL' },
  { code: 'tree-hut', name: 'Tree Hut', colours: ['#fbe3ea', '#e2718f', '#6b2139'], priceFactor: 1.0, country: 'US' }
];

export interface OptionSeed {
  code: string;
  label: Localized;
  swatch?: string;
}

export const FLAVOURS: OptionSeed[] = [
  { code: 'ciocolata', label: { ro: 'Ciocolată', en: 'Chocolate' }, swatch: '#5b3a1e' },
  { code: 'vanilie', label: { ro: 'Vanilie', en: 'Vanilla' }, swatch: '#f3e5ab' },
  { code: 'capsuni', label: { ro: 'Căpșuni', en: 'Strawberry' }, swatch: '#e63946' },
  { code: 'cookies-cream', label: { ro: 'Cookies & cream', en: 'Cookies & cream' }, swatch: '#4a4a4a' },
  { code: 'fara-aroma', label: { ro: 'Fără aromă', en: 'Unflavoured' }, swatch: '#eeeeee' },
  { code: 'banane', label: { ro: 'Banane', en: 'Banana' }, swatch: '#ffe135' },
  { code: 'caramel-sarat', label: { ro: 'Caramel sărat', en: 'Salted caramel' }, swatch: '#c68e17' },
  { code: 'fructe-de-padure', label: { ro: 'Fructe de pădure', en: 'Forest fruits' }, swatch: '#6a1b4d' },
  { code: 'lamaie', label: { ro: 'Lămâie', en: 'Lemon' }, swatch: '#fff44f' },
  { code: 'mango', label: { ro: 'Mango', en: 'Mango' }, swatch: '#ffb347' },
  { code: 'pepene-rosu', label: { ro: 'Pepene roșu', en: 'Watermelon' }, swatch: '#fc6c85' },
  { code: 'portocale', label: { ro: 'Portocale', en: 'Orange' }, swatch: '#ff8c00' },
  { code: 'cafea', label: { ro: 'Cafea', en: 'Coffee' }, swatch: '#6f4e37' },
  { code: 'alune-de-padure', label: { ro: 'Alune de pădure', en: 'Hazelnut' }, swatch: '#8b5a2b' },
  { code: 'cocos', label: { ro: 'Cocos', en: 'Coconut' }, swatch: '#f5f5dc' }
];

/** Net quantity of a pack (Reg. (EU) 1169/2011 art. 23): grams, millilitres, or pieces for capsules, tablets and bars. */
export interface NetQuantity {
  quantity: number;
  unit: 'g' | 'ml' | 'pcs';
}

/** A size option, with the net quantity the pack holds (a box of bars counts its bars). */
export interface SizeSeed extends OptionSeed {
  net: NetQuantity;
}

export const SIZES: SizeSeed[] = [
  { code: 'g250', label: { ro: '250 g', en: '250 g' }, net: { quantity: 250, unit: 'g' } },
  { code: 'g300', label: { ro: '300 g', en: '300 g' }, net: { quantity: 300, unit: 'g' } },
  { code: 'g454', label: { ro: '454 g', en: '454 g' }, net: { quantity: 454, unit: 'g' } },
  { code: 'g500', label: { ro: '500 g', en: '500 g' }, net: { quantity: 500, unit: 'g' } },
  { code: 'g908', label: { ro: '908 g', en: '908 g' }, net: { quantity: 908, unit: 'g' } },
  { code: 'g1000', label: { ro: '1000 g', en: '1000 g' }, net: { quantity: 1000, unit: 'g' } },
  { code: 'g2270', label: { ro: '2270 g', en: '2270 g' }, net: { quantity: 2270, unit: 'g' } },
  { code: 'caps30', label: { ro: '30 capsule', en: '30 capsules' }, net: { quantity: 30, unit: 'pcs' } },
  { code: 'caps60', label: { ro: '60 capsule', en: '60 capsules' }, net: { quantity: 60, unit: 'pcs' } },
  { code: 'caps90', label: { ro: '90 capsule', en: '90 capsules' }, net: { quantity: 90, unit: 'pcs' } },
  { code: 'caps120', label: { ro: '120 capsule', en: '120 capsules' }, net: { quantity: 120, unit: 'pcs' } },
  { code: 'tab60', label: { ro: '60 tablete', en: '60 tablets' }, net: { quantity: 60, unit: 'pcs' } },
  { code: 'tab100', label: { ro: '100 tablete', en: '100 tablets' }, net: { quantity: 100, unit: 'pcs' } },
  { code: 'soft90', label: { ro: '90 capsule moi', en: '90 softgels' }, net: { quantity: 90, unit: 'pcs' } },
  { code: 'soft180', label: { ro: '180 capsule moi', en: '180 softgels' }, net: { quantity: 180, unit: 'pcs' } },
  { code: 'bar12', label: { ro: '12 x 60 g', en: '12 x 60 g' }, net: { quantity: 12, unit: 'pcs' } },
  { code: 'ml50', label: { ro: '50 ml', en: '50 ml' }, net: { quantity: 50, unit: 'ml' } },
  { code: 'ml100', label: { ro: '100 ml', en: '100 ml' }, net: { quantity: 100, unit: 'ml' } },
  { code: 'g400', label: { ro: '400 g', en: '400 g' }, net: { quantity: 400, unit: 'g' } },
  { code: 'g510', label: { ro: '510 g', en: '510 g' }, net: { quantity: 510, unit: 'g' } },
  { code: 'ml500', label: { ro: '500 ml', en: '500 ml' }, net: { quantity: 500, unit: 'ml' } }
];

export const PROMOTION_TYPES: OptionSeed[] = [
  { code: '1-plus-1', label: { ro: '1+1 Gratis', en: '1+1 Free' } },
  { code: 'minus-25', label: { ro: '-25%', en: '-25%' } },
  { code: 'second-half', label: { ro: 'Al doilea la jumătate de preț', en: 'Second at half price' } },
  { code: 'minus-50', label: { ro: '-50%', en: '-50%' } },
  { code: '2-plus-1', label: { ro: '2+1 Gratis', en: '2+1 Free' } },
  { code: 'gift', label: { ro: 'Cadou la comandă', en: 'Gift with your order' } }
];

export const SPECIAL_LABELS: OptionSeed[] = [
  { code: 'nou', label: { ro: 'Nou', en: 'New' } },
  { code: 'best-seller', label: { ro: 'Best seller', en: 'Best seller' } },
  { code: 'exclusiv-online', label: { ro: 'Exclusiv online', en: 'Online exclusive' } },
  { code: 'vegan', label: { ro: 'Vegan', en: 'Vegan' } }
];

export const PROMOTION_LABELS: OptionSeed[] = [
  { code: 'livrare-gratuita', label: { ro: 'Livrare gratuită', en: 'Free delivery' } },
  { code: 'reducere', label: { ro: 'Reducere', en: 'Sale' } },
  { code: 'stoc-limitat', label: { ro: 'Stoc limitat', en: 'Limited stock' } },
  { code: 'produsul-lunii', label: { ro: 'Produsul lunii', en: 'Product of the month' } }
];

// ---------------------------------------------------------------- product lines

export type ContainerForm = 'tub' | 'bottle' | 'jar' | 'tube' | 'box' | 'pouch';

export type ProductKind =
  | 'protein' | 'bar' | 'amino' | 'creatine' | 'preworkout' | 'vitamin' | 'mineral' | 'omega'
  | 'weight' | 'superfood' | 'herbal' | 'cosmetic';

export interface ProductLine {
  key: string;
  categoryId: number;
  kind: ProductKind;
  form: ContainerForm;
  brands: string[];
  name: Localized;
  /** Size option codes, smallest first; their price factors below. */
  sizes: string[];
  sizeFactors: number[];
  flavours: string[];
  basePrice: number;
  /** Extra search words (ingredients the shopper may type). */
  keywords?: Localized;
  vegan?: boolean;
}

const PROTEIN_FLAVOURS = ['ciocolata', 'vanilie', 'capsuni', 'cookies-cream', 'caramel-sarat', 'banane', 'fara-aroma', 'alune-de-padure', 'cafea'];
const DRINK_FLAVOURS = ['fructe-de-padure', 'lamaie', 'mango', 'pepene-rosu', 'portocale'];
const POWDER_SIZES = ['g454', 'g908', 'g2270'];
const POWDER_FACTORS = [1, 1.85, 4.1];

export const PRODUCT_LINES: ProductLine[] = [
  // Proteins
  { key: 'whey-gold', categoryId: 11, kind: 'protein', form: 'tub', brands: ['optimum-nutrition'], name: { ro: 'Proteină din zer Gold Standard 100% Whey', en: 'Gold Standard 100% Whey Protein' }, sizes: POWDER_SIZES, sizeFactors: POWDER_FACTORS, flavours: PROTEIN_FLAVOURS, basePrice: 139 },
  { key: 'whey-amp', categoryId: 11, kind: 'protein', form: 'tub', brands: ['gnc'], name: { ro: 'Proteină din zer AMP Wheybolic', en: 'AMP Wheybolic Whey Protein' }, sizes: POWDER_SIZES, sizeFactors: POWDER_FACTORS, flavours: PROTEIN_FLAVOURS, basePrice: 159 },
  { key: 'whey-impact', categoryId: 11, kind: 'protein', form: 'pouch', brands: ['myprotein'], name: { ro: 'Proteină din zer Impact Whey', en: 'Impact Whey Protein' }, sizes: ['g1000', 'g2270'], sizeFactors: [1, 2.1], flavours: PROTEIN_FLAVOURS, basePrice: 119 },
  { key: 'whey-100-pro', categoryId: 11, kind: 'protein', form: 'tub', brands: ['scitec', 'biotech-usa', 'gnc'], name: { ro: 'Proteină din zer 100% Whey Professional', en: '100% Whey Professional Protein' }, sizes: POWDER_SIZES, sizeFactors: POWDER_FACTORS, flavours: PROTEIN_FLAVOURS, basePrice: 129 },
  { key: 'whey-pro-performance', categoryId: 11, kind: 'protein', form: 'tub', brands: ['gnc'], name: { ro: 'Proteină din zer Pro Performance 100% Whey', en: 'Pro Performance 100% Whey Protein' }, sizes: POWDER_SIZES, sizeFactors: POWDER_FACTORS, flavours: PROTEIN_FLAVOURS, basePrice: 135 },
  { key: 'isolate-iso100', categoryId: 12, kind: 'protein', form: 'tub', brands: ['scitec', 'biotech-usa', 'myprotein'], name: { ro: 'Izolat proteic din zer Iso Whey Zero', en: 'Iso Whey Zero Protein Isolate' }, sizes: ['g500', 'g908', 'g2270'], sizeFactors: [1, 1.7, 3.9], flavours: PROTEIN_FLAVOURS, basePrice: 149 },
  { key: 'isolate-platinum', categoryId: 12, kind: 'protein', form: 'tub', brands: ['optimum-nutrition', 'gnc'], name: { ro: 'Izolat proteic Platinum Hydrowhey', en: 'Platinum Hydrowhey Protein Isolate' }, sizes: ['g454', 'g908'], sizeFactors: [1, 1.8], flavours: PROTEIN_FLAVOURS, basePrice: 189 },
  { key: 'casein-gold', categoryId: 13, kind: 'protein', form: 'tub', brands: ['optimum-nutrition', 'scitec', 'myprotein'], name: { ro: 'Cazeină micelară Gold Standard Casein', en: 'Gold Standard Micellar Casein' }, sizes: ['g908', 'g2270'], sizeFactors: [1, 2.2], flavours: ['ciocolata', 'vanilie', 'cookies-cream'], basePrice: 219 },
  { key: 'casein-night', categoryId: 13, kind: 'protein', form: 'tub', brands: ['gnc', 'biotech-usa'], name: { ro: 'Proteină de noapte cu cazeină', en: 'Night-time Casein Protein' }, sizes: ['g908'], sizeFactors: [1], flavours: ['ciocolata', 'vanilie'], basePrice: 199 },
  { key: 'vegan-pea', categoryId: 14, kind: 'protein', form: 'pouch', brands: ['myprotein', 'now-foods', 'gnc'], name: { ro: 'Proteină vegetală din mazăre și orez', en: 'Pea & Rice Vegan Protein' }, sizes: ['g500', 'g1000'], sizeFactors: [1, 1.8], flavours: ['ciocolata', 'vanilie', 'fara-aroma'], basePrice: 99, vegan: true, keywords: { ro: 'mazăre orez vegetal', en: 'pea rice plant' } },
  { key: 'vegan-blend', categoryId: 14, kind: 'protein', form: 'tub', brands: ['biotech-usa', 'scitec'], name: { ro: 'Vegan Protein Blend', en: 'Vegan Protein Blend' }, sizes: ['g500', 'g2270'], sizeFactors: [1, 3.9], flavours: ['ciocolata', 'vanilie', 'fructe-de-padure'], basePrice: 109, vegan: true },
  { key: 'bar-protein', categoryId: 15, kind: 'bar', form: 'box', brands: ['optimum-nutrition', 'myprotein', 'biotech-usa', 'gnc', 'scitec'], name: { ro: 'Baton proteic Protein Crisp', en: 'Protein Crisp Bar' }, sizes: ['bar12'], sizeFactors: [1], flavours: ['ciocolata', 'caramel-sarat', 'cookies-cream', 'alune-de-padure', 'cocos'], basePrice: 119 },
  { key: 'bar-wafer', categoryId: 15, kind: 'bar', form: 'box', brands: ['scitec', 'biotech-usa'], name: { ro: 'Baton proteic Protein Wafer', en: 'Protein Wafer Bar' }, sizes: ['bar12'], sizeFactors: [1], flavours: ['ciocolata', 'vanilie', 'alune-de-padure'], basePrice: 99 },
  // Amino acids
  { key: 'bcaa-2-1-1', categoryId: 16, kind: 'amino', form: 'tub', brands: ['gnc', 'scitec', 'biotech-usa', 'myprotein', 'optimum-nutrition'], name: { ro: 'BCAA 2:1:1 pudră', en: 'BCAA 2:1:1 Powder' }, sizes: ['g250', 'g500'], sizeFactors: [1, 1.8], flavours: DRINK_FLAVOURS, basePrice: 79, keywords: { ro: 'leucină izoleucină valină', en: 'leucine isoleucine valine' } },
  { key: 'bcaa-caps', categoryId: 16, kind: 'amino', form: 'bottle', brands: ['now-foods', 'gnc', 'optimum-nutrition'], name: { ro: 'BCAA 1000 capsule', en: 'BCAA 1000 Capsules' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 69 },
  { key: 'glutamine', categoryId: 17, kind: 'amino', form: 'tub', brands: ['gnc', 'scitec', 'now-foods', 'myprotein', 'optimum-nutrition'], name: { ro: 'L-Glutamină pudră', en: 'L-Glutamine Powder' }, sizes: ['g300', 'g500', 'g1000'], sizeFactors: [1, 1.5, 2.7], flavours: [], basePrice: 89 },
  { key: 'creatine-mono', categoryId: 18, kind: 'creatine', form: 'tub', brands: ['gnc', 'optimum-nutrition', 'myprotein', 'scitec', 'biotech-usa', 'now-foods'], name: { ro: 'Creatină monohidrat micronizată', en: 'Micronised Creatine Monohydrate' }, sizes: ['g300', 'g500', 'g1000'], sizeFactors: [1, 1.5, 2.6], flavours: [], basePrice: 69 },
  { key: 'creatine-caps', categoryId: 18, kind: 'creatine', form: 'bottle', brands: ['optimum-nutrition', 'gnc'], name: { ro: 'Creatină 2500 capsule', en: 'Creatine 2500 Caps' }, sizes: ['caps120'], sizeFactors: [1], flavours: [], basePrice: 99 },
  { key: 'creatine-hcl', categoryId: 18, kind: 'creatine', form: 'bottle', brands: ['gnc', 'biotech-usa'], name: { ro: 'Creatină HCl', en: 'Creatine HCl' }, sizes: ['caps90'], sizeFactors: [1], flavours: [], basePrice: 119 },
  { key: 'eaa', categoryId: 19, kind: 'amino', form: 'tub', brands: ['myprotein', 'scitec', 'gnc', 'biotech-usa'], name: { ro: 'EAA Aminoacizi esențiali', en: 'EAA Essential Amino Acids' }, sizes: ['g300', 'g500'], sizeFactors: [1, 1.6], flavours: DRINK_FLAVOURS, basePrice: 109 },
  // Pre-workout
  { key: 'pre-c4', categoryId: 6, kind: 'preworkout', form: 'tub', brands: ['gnc', 'scitec', 'biotech-usa', 'myprotein', 'optimum-nutrition'], name: { ro: 'Pre-Workout Explosive Energy', en: 'Explosive Energy Pre-Workout' }, sizes: ['g300', 'g500'], sizeFactors: [1, 1.6], flavours: DRINK_FLAVOURS, basePrice: 129, keywords: { ro: 'cofeină beta-alanină energie', en: 'caffeine beta-alanine energy' } },
  { key: 'pre-stim-free', categoryId: 6, kind: 'preworkout', form: 'tub', brands: ['gnc', 'now-foods'], name: { ro: 'Pre-Workout fără stimulente', en: 'Stim-Free Pre-Workout' }, sizes: ['g300'], sizeFactors: [1], flavours: ['fructe-de-padure', 'lamaie', 'portocale'], basePrice: 119 },
  // Vitamins & minerals
  { key: 'multi-mega-men', categoryId: 20, kind: 'vitamin', form: 'bottle', brands: ['gnc'], name: { ro: 'Multivitamine Mega Men', en: 'Mega Men Multivitamin' }, sizes: ['tab60', 'caps90', 'caps120'], sizeFactors: [1, 1.4, 1.8], flavours: [], basePrice: 129 },
  { key: 'multi-women', categoryId: 20, kind: 'vitamin', form: 'bottle', brands: ['gnc', 'solgar', 'natures-bounty'], name: { ro: 'Multivitamine pentru femei', en: "Women's Multivitamin" }, sizes: ['tab60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 99 },
  { key: 'immune-complex', categoryId: 20, kind: 'vitamin', form: 'bottle', brands: ['gnc', 'solgar', 'now-foods'], name: { ro: 'Complex pentru întărirea imunității', en: 'Immune Support Complex' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 79, keywords: { ro: 'imunitate zinc vitamina c', en: 'immunity zinc vitamin c' } },
  { key: 'multi-daily', categoryId: 20, kind: 'vitamin', form: 'bottle', brands: ['now-foods', 'optimum-nutrition', 'solgar', 'myprotein'], name: { ro: 'Multivitamine zilnice Opti', en: 'Opti Daily Multivitamin' }, sizes: ['tab100'], sizeFactors: [1], flavours: [], basePrice: 89 },
  { key: 'vit-d3', categoryId: 21, kind: 'vitamin', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc', 'natures-bounty', 'myprotein'], name: { ro: 'Vitamina D3 2000 UI', en: 'Vitamin D3 2000 IU' }, sizes: ['soft90', 'soft180'], sizeFactors: [1, 1.7], flavours: [], basePrice: 45, keywords: { ro: 'colecalciferol imunitate oase', en: 'cholecalciferol immunity bones' } },
  { key: 'vit-d3-k2', categoryId: 21, kind: 'vitamin', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc'], name: { ro: 'Vitamina D3 + K2', en: 'Vitamin D3 + K2' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 69 },
  { key: 'vit-c-1000', categoryId: 22, kind: 'vitamin', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc', 'natures-bounty', 'myprotein'], name: { ro: 'Vitamina C 1000 mg cu măceșe', en: 'Vitamin C 1000 mg with Rose Hips' }, sizes: ['tab60', 'tab100'], sizeFactors: [1, 1.5], flavours: [], basePrice: 49, keywords: { ro: 'acid ascorbic imunitate', en: 'ascorbic acid immunity' } },
  { key: 'vit-c-buffered', categoryId: 22, kind: 'vitamin', form: 'bottle', brands: ['solgar', 'now-foods'], name: { ro: 'Vitamina C tamponată Ester-C', en: 'Ester-C Buffered Vitamin C' }, sizes: ['caps90'], sizeFactors: [1], flavours: [], basePrice: 79 },
  { key: 'magnesium-citrate', categoryId: 23, kind: 'mineral', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc', 'natures-bounty', 'biotech-usa'], name: { ro: 'Citrat de magneziu 200 mg', en: 'Magnesium Citrate 200 mg' }, sizes: ['tab100', 'caps120'], sizeFactors: [1, 1.2], flavours: [], basePrice: 55 },
  { key: 'magnesium-b6', categoryId: 23, kind: 'mineral', form: 'bottle', brands: ['gnc', 'scitec', 'now-foods'], name: { ro: 'Magneziu + B6', en: 'Magnesium + B6' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 49 },
  { key: 'zinc-picolinate', categoryId: 24, kind: 'mineral', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc', 'natures-bounty'], name: { ro: 'Picolinat de zinc 50 mg', en: 'Zinc Picolinate 50 mg' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.7], flavours: [], basePrice: 39 },
  { key: 'zma', categoryId: 24, kind: 'mineral', form: 'bottle', brands: ['optimum-nutrition', 'scitec', 'myprotein', 'gnc'], name: { ro: 'ZMA zinc, magneziu și B6', en: 'ZMA Zinc, Magnesium & B6' }, sizes: ['caps90'], sizeFactors: [1], flavours: [], basePrice: 59 },
  { key: 'omega-fish-oil', categoryId: 25, kind: 'omega', form: 'bottle', brands: ['gnc', 'now-foods', 'solgar', 'natures-bounty', 'myprotein', 'biotech-usa'], name: { ro: 'Omega-3 ulei de pește 1000 mg', en: 'Omega-3 Fish Oil 1000 mg' }, sizes: ['soft90', 'soft180'], sizeFactors: [1, 1.8], flavours: [], basePrice: 59, keywords: { ro: 'epa dha acizi grași', en: 'epa dha fatty acids' } },
  { key: 'omega-triple', categoryId: 25, kind: 'omega', form: 'bottle', brands: ['gnc', 'solgar'], name: { ro: 'Triple Strength Omega-3', en: 'Triple Strength Omega-3' }, sizes: ['soft90'], sizeFactors: [1], flavours: [], basePrice: 119 },
  // Weight management
  { key: 'l-carnitine', categoryId: 8, kind: 'weight', form: 'bottle', brands: ['gnc', 'scitec', 'biotech-usa', 'myprotein', 'now-foods'], name: { ro: 'L-Carnitină 1000 mg', en: 'L-Carnitine 1000 mg' }, sizes: ['tab60', 'tab100'], sizeFactors: [1, 1.5], flavours: [], basePrice: 69 },
  { key: 'l-carnitine-liquid', categoryId: 8, kind: 'weight', form: 'bottle', brands: ['scitec', 'biotech-usa'], name: { ro: 'L-Carnitină lichidă 3000', en: 'Liquid L-Carnitine 3000' }, sizes: ['ml500'], sizeFactors: [1], flavours: ['lamaie', 'portocale', 'pepene-rosu'], basePrice: 89 },
  { key: 'cla', categoryId: 8, kind: 'weight', form: 'bottle', brands: ['gnc', 'now-foods', 'myprotein'], name: { ro: 'CLA 1000 acid linoleic conjugat', en: 'CLA 1000 Conjugated Linoleic Acid' }, sizes: ['soft90', 'soft180'], sizeFactors: [1, 1.8], flavours: [], basePrice: 79 },
  { key: 'green-tea', categoryId: 8, kind: 'weight', form: 'bottle', brands: ['gnc', 'now-foods', 'solgar'], name: { ro: 'Extract de ceai verde', en: 'Green Tea Extract' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 49 },
  // Superfoods
  { key: 'spirulina', categoryId: 9, kind: 'superfood', form: 'jar', brands: ['now-foods', 'solgar', 'gnc', 'myprotein'], name: { ro: 'Spirulină organică', en: 'Organic Spirulina' }, sizes: ['tab100', 'g250'], sizeFactors: [1, 1.6], flavours: [], basePrice: 59, vegan: true },
  { key: 'chlorella', categoryId: 9, kind: 'superfood', form: 'jar', brands: ['now-foods', 'gnc'], name: { ro: 'Chlorella', en: 'Chlorella' }, sizes: ['tab100'], sizeFactors: [1], flavours: [], basePrice: 69, vegan: true },
  { key: 'maca', categoryId: 9, kind: 'superfood', form: 'jar', brands: ['now-foods', 'myprotein', 'solgar'], name: { ro: 'Maca pudră', en: 'Maca Powder' }, sizes: ['g250', 'g500'], sizeFactors: [1, 1.8], flavours: [], basePrice: 49, vegan: true },
  { key: 'greens', categoryId: 9, kind: 'superfood', form: 'tub', brands: ['gnc', 'myprotein'], name: { ro: 'Super Greens amestec de legume verzi', en: 'Super Greens Blend' }, sizes: ['g250'], sizeFactors: [1], flavours: ['fara-aroma', 'mango'], basePrice: 99, vegan: true },
  // Herbal
  { key: 'ashwagandha', categoryId: 10, kind: 'herbal', form: 'bottle', brands: ['now-foods', 'gnc', 'solgar', 'natures-bounty', 'myprotein'], name: { ro: 'Ashwagandha 450 mg', en: 'Ashwagandha 450 mg' }, sizes: ['caps60', 'caps90'], sizeFactors: [1, 1.4], flavours: [], basePrice: 59, keywords: { ro: 'stres adaptogen', en: 'stress adaptogen' } },
  { key: 'ginkgo', categoryId: 10, kind: 'herbal', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc', 'natures-bounty'], name: { ro: 'Ginkgo Biloba 120 mg', en: 'Ginkgo Biloba 120 mg' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 49 },
  { key: 'echinacea', categoryId: 10, kind: 'herbal', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc'], name: { ro: 'Echinacea 400 mg', en: 'Echinacea 400 mg' }, sizes: ['caps60'], sizeFactors: [1], flavours: [], basePrice: 39 },
  { key: 'turmeric', categoryId: 10, kind: 'herbal', form: 'bottle', brands: ['now-foods', 'solgar', 'gnc', 'natures-bounty'], name: { ro: 'Turmeric cu piper negru', en: 'Turmeric with Black Pepper' }, sizes: ['caps60', 'caps120'], sizeFactors: [1, 1.8], flavours: [], basePrice: 55, keywords: { ro: 'curcumină curcuma', en: 'curcumin' } },
  // Cosmetics
  { key: 'ahava-mineral-hand', categoryId: 27, kind: 'cosmetic', form: 'tube', brands: ['ahava'], name: { ro: 'Cremă de mâini cu minerale din Marea Moartă', en: 'Dead Sea Mineral Hand Cream' }, sizes: ['ml100'], sizeFactors: [1], flavours: [], basePrice: 89 },
  { key: 'ahava-mud', categoryId: 27, kind: 'cosmetic', form: 'jar', brands: ['ahava'], name: { ro: 'Nămol natural din Marea Moartă', en: 'Natural Dead Sea Mud' }, sizes: ['g400'], sizeFactors: [1], flavours: [], basePrice: 99 },
  { key: 'ahava-face', categoryId: 27, kind: 'cosmetic', form: 'jar', brands: ['ahava'], name: { ro: 'Cremă hidratantă de față Time to Hydrate', en: 'Time to Hydrate Face Moisturiser' }, sizes: ['ml50'], sizeFactors: [1], flavours: [], basePrice: 169 },
  { key: 'ahava-body', categoryId: 27, kind: 'cosmetic', form: 'tube', brands: ['ahava'], name: { ro: 'Loțiune de corp Deadsea Water', en: 'Deadsea Water Body Lotion' }, sizes: ['ml100', 'ml500'], sizeFactors: [1, 2.6], flavours: [], basePrice: 79 },
  { key: 'treehut-scrub', categoryId: 28, kind: 'cosmetic', form: 'jar', brands: ['tree-hut'], name: { ro: 'Exfoliant cu zahăr Shea Sugar Scrub', en: 'Shea Sugar Scrub' }, sizes: ['g510'], sizeFactors: [1], flavours: [], basePrice: 69 },
  { key: 'treehut-butter', categoryId: 28, kind: 'cosmetic', form: 'jar', brands: ['tree-hut'], name: { ro: 'Unt de corp Shea Whipped Body Butter', en: 'Shea Whipped Body Butter' }, sizes: ['g250'], sizeFactors: [1], flavours: [], basePrice: 65 },
  { key: 'treehut-lotion', categoryId: 28, kind: 'cosmetic', form: 'bottle', brands: ['tree-hut'], name: { ro: 'Loțiune hidratantă Shea Moisturizing', en: 'Shea Moisturizing Body Lotion' }, sizes: ['ml500'], sizeFactors: [1], flavours: [], basePrice: 59 }
];

/** Scents are part of the cosmetic product's name (one product per scent). */
export const COSMETIC_SCENTS: Localized[] = [
  { ro: 'Moringa', en: 'Moringa' },
  { ro: 'Nucă de cocos și lime', en: 'Coconut Lime' },
  { ro: 'Tropic Glow', en: 'Tropic Glow' },
  { ro: 'Vanilie', en: 'Vanilla' },
  { ro: 'Trandafir', en: 'Rose' },
  { ro: 'Lavandă', en: 'Lavender' }
];

export const RATINGS = [
  { id: 1, code: 'quality', label: { ro: 'Calitate', en: 'Quality' } },
  { id: 2, code: 'value', label: { ro: 'Raport calitate-preț', en: 'Value' } },
  { id: 3, code: 'price', label: { ro: 'Preț', en: 'Price' } }
];

export const REVIEW_NICKNAMES = ['Andrei', 'Maria', 'Ioana', 'Mihai', 'Elena', 'Alexandru', 'Cristina', 'Bogdan', 'Ana', 'Radu', 'Diana', 'Vlad', 'Irina', 'Ștefan', 'Oana', 'Tudor', 'Alina', 'Cătălin', 'Raluca', 'Gheorghe'];

export const REVIEW_TEXTS: Array<{ stars: number; ro: [string, string]; en: [string, string] }> = [
  { stars: 5, ro: ['Excelent!', 'Se dizolvă foarte bine și are un gust grozav. Îl recomand cu încredere.'], en: ['Excellent!', 'Mixes really well and tastes great. Highly recommended.'] },
  { stars: 5, ro: ['Cel mai bun raport calitate-preț', 'Folosesc produsul de câteva luni și văd rezultate clare.'], en: ['Best value for money', 'I have used it for a few months and the results are clear.'] },
  { stars: 4, ro: ['Foarte bun', 'Calitate bună, livrare rapidă. Aș fi vrut un ambalaj mai mare.'], en: ['Very good', 'Good quality and fast delivery. I would like a bigger pack.'] },
  { stars: 4, ro: ['Recomand', 'Gust plăcut, fără cocoloașe. Prețul ar putea fi mai mic.'], en: ['Recommended', 'Pleasant taste and no lumps. The price could be lower.'] },
  { stars: 3, ro: ['Ok', 'Produs decent, dar aroma nu este pe gustul meu.'], en: ['Okay', 'A decent product, but the flavour is not for me.'] },
  { stars: 5, ro: ['Super produs', 'Am mai multă energie la antrenamente. Revin cu siguranță.'], en: ['Great product', 'I have more energy in my workouts. I will definitely buy again.'] },
  { stars: 2, ro: ['Dezamăgit', 'Nu am observat diferențe după o lună de utilizare.'], en: ['Disappointed', 'I noticed no difference after a month of use.'] }
];
