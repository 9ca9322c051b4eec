/**
 * The VAT rate of what the shop sells: one rule, read by the cart (and through it the REST totals, the
 * order, its invoice and mails), by ProductInterface.tax_class, by the seed and, mirrored in SQL, by
 * migration 020 (whose test checks that both agree on every seeded product).
 *
 * Sources (rates in force from 1 August 2025):
 * - Codul fiscal (Legea 227/2015) art. 291(1)(a) as amended by Legea 141/2025: standard rate 21 %.
 * - Codul fiscal art. 291(2)(b) as amended by Legea 141/2025: reduced rate 11 % for foods, drinks
 *   included, whose NC codes the methodological norms set, except: 1. alcoholic drinks; 2. non-alcoholic
 *   drinks of NC 2202; 3. "foods with added sugar whose total sugar content is at least 10 g/100 g of
 *   product", other than milk powder for infants and young children (the exception came with Legea
 *   296/2023; the 2025 text names no NC codes for it, so it applies to every food of the reduced list);
 *   4. food supplements as defined by Legea 56/2021 — whatever their NC code.
 * - Normele metodologice (HG 1/2016) pct. 23 as amended by HG 602/2025: the NC codes of those foods
 *   (REDUCED_RATE_FOOD_NC below: the ranges as ANAF's summary lists them). HG 1336/2023 (norms of Legea
 *   296/2023): sugar is "added" when it is in the list of ingredients; the total is the "of which
 *   sugars" of the nutrition declaration per 100 g.
 * - Ministerul Finanțelor, answer 840568/10.09.2025 to the Camera Consultanților Fiscali: supplements
 *   notified under Legea 56/2021 (INSP) take 21 %; supplements based on medicinal and aromatic plants or
 *   bee products notified under Legea 491/2003 (IBA), which Legea 56/2021 does not cover, may take 11 %
 *   when their NC code is one of 2101–2106 of the norms and no exception of the Code applies.
 * - Cosmetics are not foods: 21 %. Delivery charged to the shopper: 21 % (SHIPPING_VAT_RATE).
 *
 * What the rule does not know, it does not reduce: an unknown category, an NC code outside the lists
 * or a food whose sugar content is unknown is taxed at the standard rate.
 */

const STANDARD_VAT_RATE = 21;
export const REDUCED_VAT_RATE = 11;
/** VAT of the delivery the cart charges. */
export const SHIPPING_VAT_RATE = STANDARD_VAT_RATE;

/**
 * What food law makes of a product, which decides its VAT and the statements its page carries:
 * food_supplement — a food supplement notified under Legea 56/2021 (Directive 2002/46/EC): vitamins,
 *   minerals, protein powders, amino acids, creatine, pre-workout, omega-3, weight management…;
 * herbal_supplement — a supplement based on medicinal or aromatic plants or bee products under
 *   Legea 491/2003;
 * food — an ordinary food (a protein bar is a food, not a supplement: it is not in dose form);
 * cosmetic — a cosmetic product (Regulation (EC) 1223/2009).
 */
export const REGULATORY_CATEGORIES = ['food_supplement', 'herbal_supplement', 'food', 'cosmetic'] as const;
export type RegulatoryCategory = (typeof REGULATORY_CATEGORIES)[number];

/** Both kinds of supplement carry the statements Legea 56/2021 / HG 1197/2002 require on their page. */
export const isFoodSupplement = (category: RegulatoryCategory | null): boolean =>
  category === 'food_supplement' || category === 'herbal_supplement';

/** The threshold of the added-sugar exception: total sugars per 100 g at or above it (Codul fiscal art. 291(2)(b) pct. 3). */
export const SUGAR_THRESHOLD_G_PER_100G = 10;

/** NC headings (first four digits, inclusive ranges) of the foods the reduced rate applies to (norms pct. 23, HG 602/2025). */
export const REDUCED_RATE_FOOD_NC: ReadonlyArray<readonly [string, string]> = [
  ['0101', '0106'], ['0201', '0210'], ['0301', '0308'], ['0401', '0408'], ['0409', '0409'],
  ['0701', '1517'], ['1701', '2106'], ['2201', '2201'], ['2209', '2209']
];
/** NC headings under which a Legea 491/2003 supplement may take the reduced rate (MF answer 840568/10.09.2025). */
export const HERBAL_SUPPLEMENT_NC: ReadonlyArray<readonly [string, string]> = [['2101', '2106']];

/** The product data the rule reads (catalog_product columns). */
export interface VatFacts {
  regulatory_category: RegulatoryCategory | null;
  /** Combined Nomenclature code, digits only ('21069098'). */
  nc_code: string | null;
  /** Total sugars per 100 g ("of which sugars" of the nutrition declaration); null when unknown. */
  sugars_per_100g: number | null;
  /** Sugar is among the ingredients; null when unknown. */
  added_sugar: boolean | null;
}

const heading = (ncCode: string | null): string | null => (ncCode && /^\d{4}/.test(ncCode) ? ncCode.slice(0, 4) : null);
const inRanges = (ncCode: string | null, ranges: ReadonlyArray<readonly [string, string]>): boolean => {
  const h = heading(ncCode);
  return h !== null && ranges.some(([from, to]) => h >= from && h <= to);
};

/** Whether a food falls under the added-sugar exception; unknown sugar data counts as falling under it. */
function sugaryOrUnknown(facts: VatFacts): boolean {
  if (facts.added_sugar === false) return false;
  if (facts.added_sugar === null || facts.sugars_per_100g === null) return true;
  return facts.sugars_per_100g >= SUGAR_THRESHOLD_G_PER_100G;
}

/** The VAT rate of a product, percent. */
export function vatRatePercent(facts: VatFacts): number {
  switch (facts.regulatory_category) {
    case 'food':
      return inRanges(facts.nc_code, REDUCED_RATE_FOOD_NC) && !sugaryOrUnknown(facts) ? REDUCED_VAT_RATE : STANDARD_VAT_RATE;
    case 'herbal_supplement':
      return inRanges(facts.nc_code, HERBAL_SUPPLEMENT_NC) && !sugaryOrUnknown(facts) ? REDUCED_VAT_RATE : STANDARD_VAT_RATE;
    case 'food_supplement':
    case 'cosmetic':
    default:
      return STANDARD_VAT_RATE;
  }
}

export type TaxClass = 'reduced' | 'standard';

/** Magento's tax class of a rate (catalog_product.tax_class, ProductInterface.tax_class). */
export const taxClassOf = (ratePercent: number): TaxClass => (ratePercent === REDUCED_VAT_RATE ? 'reduced' : 'standard');

/** A rate's title in the store view's language, as carts, orders, invoices and REST totals show it: 'TVA 21%' / 'VAT 21%'. */
export const vatTitle = (ratePercent: number, locale: string): string => `${locale === 'ro_RO' ? 'TVA' : 'VAT'} ${ratePercent}%`;
