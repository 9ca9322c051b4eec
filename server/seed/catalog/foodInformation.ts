/**
 * What the law asks a product page to say before purchase, per product line of the demo catalogue, in
 * Romanian and English: the regulatory category and NC code that decide VAT (services/vat.ts), the list
 * of ingredients with its allergens in bold, the nutrition declaration, the recommended daily dose, how
 * to store it and who answers for it.
 *
 * - Reg. (EU) 1169/2011 art. 9 (mandatory particulars), art. 14 (distance selling: all of them before
 *   the purchase), art. 21 + Annex II (allergens emphasised in the list of ingredients), art. 30-35 +
 *   Annexes XIII-XV (nutrition declaration per 100 g, in the order energy, fat, saturates, carbohydrate,
 *   sugars, protein, salt; energy from the conversion factors of Annex XIV; %RI of vitamins and
 *   minerals from Annex XIII part A), art. 8 + art. 9(1)(h) (the food business operator).
 * - Legea 56/2021 and Directive 2002/46/EC art. 6-8: a supplement declares the amounts of its
 *   nutrients and other substances per recommended daily dose, vitamins and minerals also as % of the
 *   reference intake.
 * - Reg. (EC) 1223/2009 art. 19: a cosmetic lists its ingredients by INCI name and names its
 *   responsible person (kept in the same field as the food business operator).
 *
 * Amounts are per the recommended daily portion; per-100 g figures are rounded as the Commission's
 * guidance on tolerances (2012) says, and energy is computed from the macros, never typed.
 */
import { COMPANY } from '../content/settings';
import { isFoodSupplement, type RegulatoryCategory } from '../../services/vat';
import { SIZES, type Localized, type NetQuantity } from './data';

type Lang = 'ro' | 'en';

// ------------------------------------------------------------------------------------ allergens

/**
 * Annex II of Reg. (EU) 1169/2011: the name a shopper reads in the allergen list, and the words that
 * may stand in bold for it in a list of ingredients.
 */
export const ALLERGENS = {
  gluten: { name: { ro: 'gluten', en: 'gluten' }, marks: ['grâu', 'secară', 'orz', 'ovăz', 'wheat', 'rye', 'barley', 'oats'] },
  crustaceans: { name: { ro: 'crustacee', en: 'crustaceans' }, marks: ['crustacee', 'crustaceans'] },
  eggs: { name: { ro: 'ouă', en: 'eggs' }, marks: ['ou', 'ouă', 'egg', 'eggs'] },
  fish: { name: { ro: 'pește', en: 'fish' }, marks: ['pește', 'fish'] },
  peanuts: { name: { ro: 'arahide', en: 'peanuts' }, marks: ['arahide', 'peanuts'] },
  soy: { name: { ro: 'soia', en: 'soy' }, marks: ['soia', 'soy', 'soya'] },
  milk: { name: { ro: 'lapte', en: 'milk' }, marks: ['lapte', 'milk'] },
  nuts: { name: { ro: 'fructe cu coajă lemnoasă', en: 'nuts' }, marks: ['alune de pădure', 'migdale', 'nuci', 'hazelnuts', 'almonds', 'walnuts'] },
  celery: { name: { ro: 'țelină', en: 'celery' }, marks: ['țelină', 'celery'] },
  mustard: { name: { ro: 'muștar', en: 'mustard' }, marks: ['muștar', 'mustard'] },
  sesame: { name: { ro: 'susan', en: 'sesame' }, marks: ['susan', 'sesame'] },
  sulphites: { name: { ro: 'dioxid de sulf și sulfiți', en: 'sulphur dioxide and sulphites' }, marks: ['sulfiți', 'dioxid de sulf', 'sulphites', 'sulphur dioxide'] },
  lupin: { name: { ro: 'lupin', en: 'lupin' }, marks: ['lupin'] },
  molluscs: { name: { ro: 'moluște', en: 'molluscs' }, marks: ['moluște', 'molluscs'] }
} as const;
export type Allergen = keyof typeof ALLERGENS;

// ------------------------------------------------------------------------------------ nutrients

/** Reference intakes of vitamins and minerals for adults (Reg. (EU) 1169/2011 Annex XIII part A, point 1). */
const REFERENCE_INTAKES = {
  vitaminA: { name: { ro: 'Vitamina A', en: 'Vitamin A' }, unit: 'µg', ri: 800 },
  vitaminD: { name: { ro: 'Vitamina D', en: 'Vitamin D' }, unit: 'µg', ri: 5 },
  vitaminE: { name: { ro: 'Vitamina E', en: 'Vitamin E' }, unit: 'mg', ri: 12 },
  vitaminK: { name: { ro: 'Vitamina K', en: 'Vitamin K' }, unit: 'µg', ri: 75 },
  vitaminC: { name: { ro: 'Vitamina C', en: 'Vitamin C' }, unit: 'mg', ri: 80 },
  thiamin: { name: { ro: 'Tiamină (vitamina B1)', en: 'Thiamin (vitamin B1)' }, unit: 'mg', ri: 1.1 },
  riboflavin: { name: { ro: 'Riboflavină (vitamina B2)', en: 'Riboflavin (vitamin B2)' }, unit: 'mg', ri: 1.4 },
  niacin: { name: { ro: 'Niacină', en: 'Niacin' }, unit: 'mg', ri: 16 },
  vitaminB6: { name: { ro: 'Vitamina B6', en: 'Vitamin B6' }, unit: 'mg', ri: 1.4 },
  folicAcid: { name: { ro: 'Acid folic', en: 'Folic acid' }, unit: 'µg', ri: 200 },
  vitaminB12: { name: { ro: 'Vitamina B12', en: 'Vitamin B12' }, unit: 'µg', ri: 2.5 },
  biotin: { name: { ro: 'Biotină', en: 'Biotin' }, unit: 'µg', ri: 50 },
  calcium: { name: { ro: 'Calciu', en: 'Calcium' }, unit: 'mg', ri: 800 },
  magnesium: { name: { ro: 'Magneziu', en: 'Magnesium' }, unit: 'mg', ri: 375 },
  iron: { name: { ro: 'Fier', en: 'Iron' }, unit: 'mg', ri: 14 },
  zinc: { name: { ro: 'Zinc', en: 'Zinc' }, unit: 'mg', ri: 10 },
  selenium: { name: { ro: 'Seleniu', en: 'Selenium' }, unit: 'µg', ri: 55 },
  iodine: { name: { ro: 'Iod', en: 'Iodine' }, unit: 'µg', ri: 150 }
} as const;

type Unit = 'g' | 'mg' | 'µg';

interface Amount {
  name: Localized;
  amount: number;
  unit: Unit;
  /** Reference intake in the same unit (vitamins and minerals). */
  ri?: number;
}

/** A vitamin or mineral per daily dose, with its %RI. */
const ri = (nutrient: keyof typeof REFERENCE_INTAKES, amount: number): Amount => {
  const { name, unit, ri: intake } = REFERENCE_INTAKES[nutrient];
  return { name, amount, unit, ri: intake };
};
/** Another substance per daily dose (Directive 2002/46/EC art. 8: no reference intake). */
const substance = (ro: string, en: string, amount: number, unit: Unit): Amount => ({ name: { ro, en }, amount, unit });

/** The mandatory nutrition declaration per 100 g (art. 30(1)), fibre where there is some (art. 30(2)). */
export interface Macros {
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  fibre?: number;
  protein: number;
  salt: number;
}

/** Energy from the conversion factors of Annex XIV: protein and carbohydrate 17 kJ / 4 kcal, fat 37 / 9, fibre 8 / 2 per gram. */
export function energyOf(m: Macros): { kJ: number; kcal: number } {
  const fibre = m.fibre ?? 0;
  return {
    kJ: Math.round(17 * m.protein + 17 * m.carbohydrate + 37 * m.fat + 8 * fibre),
    kcal: Math.round(4 * m.protein + 4 * m.carbohydrate + 9 * m.fat + 2 * fibre)
  };
}

// ------------------------------------------------------------------------------------ product lines

/** The recommended daily portion, in the unit the pack is counted in; pieces may say what they weigh. */
interface Portion {
  amount: number;
  /** Grams in the portion, when the declaration per 100 g is scaled to it. */
  grams?: number;
  /** A label for portions in grams or millilitres ('30 g (o linguriță dozatoare)'); pieces are named from the pack's form. */
  label?: Localized;
}

interface LineRecipe {
  category: RegulatoryCategory;
  /** Combined Nomenclature code, digits only. */
  ncCode: string;
  /** HTML: allergens in <strong>; cosmetics by INCI name. */
  ingredients: Localized;
  allergens: Allergen[];
  /** Sugar is among the ingredients (the added-sugar test of Codul fiscal art. 291(2)(b) pct. 3). */
  addedSugar: boolean;
  portion: Partial<Record<NetQuantity['unit'], Portion>>;
  per100?: Macros;
  /** Active substances, vitamins and minerals per daily portion (supplements), beyond the declaration. */
  perPortion: Amount[];
  /** '{dose}' is the portion ('2 capsule'). */
  usage: Localized;
  /** The portion is the recommended daily dose (supplements, unless they say how many portions a day). */
  dailyDose?: boolean;
  storage: Localized;
}

const STORE_POWDER: Localized = {
  ro: 'A se păstra în ambalajul original, bine închis, la loc uscat și răcoros (sub 25 °C), ferit de lumina directă a soarelui. După deschidere, a se consuma în 3 luni.',
  en: 'Store in the original container, tightly closed, in a cool, dry place (below 25 °C) away from direct sunlight. Once opened, use within 3 months.'
};
const STORE_DOSES: Localized = {
  ro: 'A se păstra la temperatura camerei (15–25 °C), la loc uscat, în ambalajul original bine închis, ferit de lumină.',
  en: 'Store at room temperature (15–25 °C) in a dry place, in the original container tightly closed, away from light.'
};
const STORE_SOFTGELS: Localized = {
  ro: 'A se păstra la loc răcoros (sub 25 °C) și uscat, ferit de lumină și de căldură, în ambalajul original bine închis.',
  en: 'Store in a cool (below 25 °C), dry place away from light and heat, in the original container tightly closed.'
};
const STORE_BARS: Localized = {
  ro: 'A se păstra la loc uscat și răcoros (sub 25 °C), ferit de lumina directă a soarelui.',
  en: 'Store in a cool (below 25 °C), dry place away from direct sunlight.'
};
const STORE_LIQUID: Localized = {
  ro: 'A se păstra la loc răcoros și întunecat. După deschidere, a se păstra la frigider (2–8 °C) și a se consuma în 30 de zile. A se agita înainte de utilizare.',
  en: 'Store in a cool, dark place. Once opened, keep refrigerated (2–8 °C) and use within 30 days. Shake before use.'
};
const STORE_COSMETIC: Localized = {
  ro: 'A se păstra la temperaturi între 5 și 25 °C, ferit de lumina directă a soarelui și de îngheț. A se utiliza în 12 luni de la deschidere.',
  en: 'Store between 5 and 25 °C, away from direct sunlight and frost. Use within 12 months of opening.'
};

const DAILY_DOSE_USAGE: Localized = {
  ro: 'Adulți: {dose} pe zi, în timpul mesei, cu un pahar de apă. Nu depășiți doza zilnică recomandată.',
  en: 'Adults: {dose} a day with a meal and a glass of water. Do not exceed the recommended daily dose.'
};

const scoop = (grams: number): Portion => ({ amount: grams, grams, label: { ro: `${grams} g (o linguriță dozatoare)`, en: `${grams} g (one scoop)` } });
const pieces = (amount: number, grams?: number): Portion => ({ amount, grams });

const proteinUsage = (grams: number): Localized => ({
  ro: `Amestecați o linguriță dozatoare (${grams} g) cu 200–250 ml de apă sau lapte degresat. Consumați 1–3 porții pe zi, după antrenament sau între mese, ca parte a unei diete variate și echilibrate.`,
  en: `Mix one scoop (${grams} g) with 200–250 ml of water or skimmed milk. Take 1–3 servings a day, after training or between meals, as part of a varied and balanced diet.`
});

const WHEY: LineRecipe = {
  category: 'food_supplement', ncCode: '21061080', dailyDose: false, allergens: ['milk', 'soy'], addedSugar: false,
  ingredients: {
    ro: 'Concentrat proteic din zer (<strong>lapte</strong>), izolat proteic din zer (<strong>lapte</strong>), cacao degresată (în sortimentele cu ciocolată), arome, emulsifiant: lecitină din <strong>soia</strong>, agent de îngroșare: gumă xantan, sare, îndulcitori: sucraloză, acesulfam K.',
    en: 'Whey protein concentrate (<strong>milk</strong>), whey protein isolate (<strong>milk</strong>), fat-reduced cocoa (chocolate flavours), flavourings, emulsifier: <strong>soy</strong> lecithin, thickener: xanthan gum, salt, sweeteners: sucralose, acesulfame K.'
  },
  portion: { g: scoop(30) },
  per100: { fat: 6, saturates: 3.8, carbohydrate: 7, sugars: 5, protein: 80, salt: 0.45 },
  perPortion: [substance('BCAA', 'BCAA', 5.5, 'g')],
  usage: proteinUsage(30), storage: STORE_POWDER
};

const ISOLATE: LineRecipe = {
  category: 'food_supplement', ncCode: '21061080', dailyDose: false, allergens: ['milk', 'soy'], addedSugar: false,
  ingredients: {
    ro: 'Izolat proteic din zer (<strong>lapte</strong>), izolat proteic din zer hidrolizat (<strong>lapte</strong>), arome, emulsifiant: lecitină din <strong>soia</strong>, îndulcitor: sucraloză.',
    en: 'Whey protein isolate (<strong>milk</strong>), hydrolysed whey protein isolate (<strong>milk</strong>), flavourings, emulsifier: <strong>soy</strong> lecithin, sweetener: sucralose.'
  },
  portion: { g: scoop(30) },
  per100: { fat: 1, saturates: 0.6, carbohydrate: 2.5, sugars: 1.5, protein: 88, salt: 0.5 },
  perPortion: [substance('BCAA', 'BCAA', 6, 'g')],
  usage: proteinUsage(30), storage: STORE_POWDER
};

const CASEIN: LineRecipe = {
  category: 'food_supplement', ncCode: '21061080', dailyDose: false, allergens: ['milk', 'soy'], addedSugar: false,
  ingredients: {
    ro: 'Cazeină micelară (<strong>lapte</strong>), cacao degresată (în sortimentele cu ciocolată), arome, agent de îngroșare: gumă xantan, emulsifiant: lecitină din <strong>soia</strong>, sare, îndulcitor: sucraloză.',
    en: 'Micellar casein (<strong>milk</strong>), fat-reduced cocoa (chocolate flavours), flavourings, thickener: xanthan gum, emulsifier: <strong>soy</strong> lecithin, salt, sweetener: sucralose.'
  },
  portion: { g: scoop(33) },
  per100: { fat: 2, saturates: 1.2, carbohydrate: 8, sugars: 3, protein: 78, salt: 0.6 },
  perPortion: [],
  usage: {
    ro: 'Amestecați o linguriță dozatoare (33 g) cu 250–300 ml de apă sau lapte și consumați seara, înainte de culcare, ca parte a unei diete variate și echilibrate.',
    en: 'Mix one scoop (33 g) with 250–300 ml of water or milk and drink it in the evening, before bed, as part of a varied and balanced diet.'
  },
  storage: STORE_POWDER
};

const VEGAN_PEA: LineRecipe = {
  category: 'food_supplement', ncCode: '21061080', dailyDose: false, allergens: [], addedSugar: false,
  ingredients: {
    ro: 'Izolat proteic din mazăre (70%), proteină din orez brun (25%), arome naturale, agent de îngroșare: gumă guar, sare, îndulcitor: glicozide steviol din stevia.',
    en: 'Pea protein isolate (70%), brown rice protein (25%), natural flavourings, thickener: guar gum, salt, sweetener: steviol glycosides from stevia.'
  },
  portion: { g: scoop(30) },
  per100: { fat: 7.5, saturates: 1.4, carbohydrate: 6, sugars: 1, fibre: 4, protein: 76, salt: 1.8 },
  perPortion: [],
  usage: {
    ro: 'Amestecați o linguriță dozatoare (30 g) cu 250 ml de apă sau băutură vegetală. Consumați 1–2 porții pe zi, ca parte a unei diete variate și echilibrate.',
    en: 'Mix one scoop (30 g) with 250 ml of water or a plant-based drink. Take 1–2 servings a day as part of a varied and balanced diet.'
  },
  storage: STORE_POWDER
};

const VEGAN_BLEND: LineRecipe = {
  ...VEGAN_PEA,
  ingredients: {
    ro: 'Amestec proteic vegetal (izolat proteic din mazăre, proteină din orez brun, proteină din semințe de dovleac, proteină din semințe de floarea-soarelui), cacao degresată (în sortimentul cu ciocolată), arome naturale, agent de îngroșare: gumă xantan, sare, îndulcitor: glicozide steviol din stevia.',
    en: 'Plant protein blend (pea protein isolate, brown rice protein, pumpkin seed protein, sunflower seed protein), fat-reduced cocoa (chocolate flavour), natural flavourings, thickener: xanthan gum, salt, sweetener: steviol glycosides from stevia.'
  },
  per100: { fat: 8, saturates: 1.5, carbohydrate: 9, sugars: 2, fibre: 6, protein: 70, salt: 1.5 }
};

const BAR_CRISP: LineRecipe = {
  category: 'food', ncCode: '21069098', allergens: ['milk', 'soy'], addedSugar: true,
  ingredients: {
    ro: 'Amestec proteic (33%) (izolat proteic din <strong>lapte</strong>, izolat proteic din zer (<strong>lapte</strong>), crocanți proteici din <strong>soia</strong> (izolat proteic din <strong>soia</strong>, amidon de tapioca)), înveliș de ciocolată cu lapte (15%) (zahăr, unt de cacao, <strong>lapte</strong> praf integral, masă de cacao, emulsifiant: lecitină din <strong>soia</strong>), fibre (inulină), umectant: glicerol, ulei de palmier, arome, sare, îndulcitor: sucraloză.',
    en: 'Protein blend (33%) (<strong>milk</strong> protein isolate, whey protein isolate (<strong>milk</strong>), <strong>soy</strong> protein crisps (<strong>soy</strong> protein isolate, tapioca starch)), milk chocolate coating (15%) (sugar, cocoa butter, whole <strong>milk</strong> powder, cocoa mass, emulsifier: <strong>soy</strong> lecithin), fibre (inulin), humectant: glycerol, palm oil, flavourings, salt, sweetener: sucralose.'
  },
  portion: { pcs: pieces(1, 60) },
  per100: { fat: 14, saturates: 7.5, carbohydrate: 36, sugars: 8.9, fibre: 7, protein: 33, salt: 0.55 },
  perPortion: [],
  usage: {
    ro: 'Un baton ca gustare între mese sau după antrenament, ca parte a unei diete variate și echilibrate.',
    en: 'One bar as a snack between meals or after training, as part of a varied and balanced diet.'
  },
  storage: STORE_BARS
};

const BAR_WAFER: LineRecipe = {
  category: 'food', ncCode: '19053299', allergens: ['milk', 'soy', 'gluten'], addedSugar: true,
  ingredients: {
    ro: 'Cremă proteică (45%) (zahăr, ulei de palmier, concentrat proteic din zer (<strong>lapte</strong>), <strong>lapte</strong> praf degresat, cacao degresată, emulsifiant: lecitină din <strong>soia</strong>, arome), izolat proteic din <strong>lapte</strong>, napolitană (20%) (făină de <strong>grâu</strong>, ulei de palmier, amidon de porumb, agent de afânare: carbonat acid de sodiu, sare), ciocolată cu lapte (10%) (zahăr, unt de cacao, <strong>lapte</strong> praf integral, masă de cacao, emulsifiant: lecitină din <strong>soia</strong>).',
    en: 'Protein cream (45%) (sugar, palm oil, whey protein concentrate (<strong>milk</strong>), skimmed <strong>milk</strong> powder, fat-reduced cocoa, emulsifier: <strong>soy</strong> lecithin, flavourings), <strong>milk</strong> protein isolate, wafer (20%) (<strong>wheat</strong> flour, palm oil, maize starch, raising agent: sodium bicarbonate, salt), milk chocolate (10%) (sugar, cocoa butter, whole <strong>milk</strong> powder, cocoa mass, emulsifier: <strong>soy</strong> lecithin).'
  },
  portion: { pcs: pieces(1, 60) },
  per100: { fat: 22, saturates: 11, carbohydrate: 36, sugars: 21, fibre: 3, protein: 32, salt: 0.5 },
  perPortion: [],
  usage: BAR_CRISP.usage,
  storage: STORE_BARS
};

const BCAA_POWDER: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: ['soy'], addedSugar: false,
  ingredients: {
    ro: 'L-leucină, L-izoleucină, L-valină (emulsifiant: lecitină din <strong>soia</strong>), acidifiant: acid citric, arome, colorant: beta-caroten, îndulcitor: sucraloză.',
    en: 'L-leucine, L-isoleucine, L-valine (emulsifier: <strong>soy</strong> lecithin), acid: citric acid, flavourings, colour: beta-carotene, sweetener: sucralose.'
  },
  portion: { g: scoop(10) },
  perPortion: [substance('L-leucină', 'L-leucine', 4, 'g'), substance('L-izoleucină', 'L-isoleucine', 2, 'g'), substance('L-valină', 'L-valine', 2, 'g')],
  usage: {
    ro: 'Dizolvați 10 g (o linguriță dozatoare) în 300–400 ml de apă și consumați în timpul antrenamentului. Nu depășiți doza zilnică recomandată.',
    en: 'Dissolve 10 g (one scoop) in 300–400 ml of water and drink during training. Do not exceed the recommended daily dose.'
  },
  storage: STORE_POWDER
};

const BCAA_CAPS: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: {
    ro: 'L-leucină, L-izoleucină, L-valină, capsulă (gelatină bovină), antiaglomerant: stearat de magneziu.',
    en: 'L-leucine, L-isoleucine, L-valine, capsule (bovine gelatin), anti-caking agent: magnesium stearate.'
  },
  portion: { pcs: pieces(4) },
  perPortion: [substance('L-leucină', 'L-leucine', 2000, 'mg'), substance('L-izoleucină', 'L-isoleucine', 1000, 'mg'), substance('L-valină', 'L-valine', 1000, 'mg')],
  usage: DAILY_DOSE_USAGE, storage: STORE_DOSES
};

const GLUTAMINE: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: { ro: 'L-glutamină (100%).', en: 'L-glutamine (100%).' },
  portion: { g: scoop(5) },
  perPortion: [substance('L-glutamină', 'L-glutamine', 5, 'g')],
  usage: {
    ro: 'Dizolvați 5 g (o linguriță dozatoare) în 250 ml de apă sau suc, după antrenament sau seara. Nu depășiți doza zilnică recomandată.',
    en: 'Dissolve 5 g (one scoop) in 250 ml of water or juice, after training or in the evening. Do not exceed the recommended daily dose.'
  },
  storage: STORE_POWDER
};

const EAA: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: {
    ro: 'Amestec de aminoacizi esențiali (L-leucină, clorhidrat de L-lizină, L-valină, L-izoleucină, L-treonină, L-fenilalanină, L-metionină, L-histidină, L-triptofan), acidifiant: acid citric, arome, îndulcitor: sucraloză.',
    en: 'Essential amino acid blend (L-leucine, L-lysine hydrochloride, L-valine, L-isoleucine, L-threonine, L-phenylalanine, L-methionine, L-histidine, L-tryptophan), acid: citric acid, flavourings, sweetener: sucralose.'
  },
  portion: { g: scoop(12) },
  perPortion: [substance('Aminoacizi esențiali', 'Essential amino acids', 10, 'g'), substance('din care L-leucină', 'of which L-leucine', 2.8, 'g')],
  usage: {
    ro: 'Dizolvați 12 g (o linguriță dozatoare) în 400 ml de apă și consumați în timpul antrenamentului. Nu depășiți doza zilnică recomandată.',
    en: 'Dissolve 12 g (one scoop) in 400 ml of water and drink during training. Do not exceed the recommended daily dose.'
  },
  storage: STORE_POWDER
};

const CREATINE_POWDER: LineRecipe = {
  category: 'food_supplement', ncCode: '29252900', allergens: [], addedSugar: false,
  ingredients: { ro: 'Creatină monohidrat micronizată (100%).', en: 'Micronised creatine monohydrate (100%).' },
  portion: { g: scoop(5) },
  perPortion: [substance('Creatină monohidrat', 'Creatine monohydrate', 5, 'g')],
  usage: {
    ro: 'Dizolvați 5 g (o linguriță dozatoare) în 250 ml de apă sau suc, o dată pe zi, de preferat după antrenament. Nu depășiți doza zilnică recomandată.',
    en: 'Dissolve 5 g (one scoop) in 250 ml of water or juice once a day, preferably after training. Do not exceed the recommended daily dose.'
  },
  storage: STORE_POWDER
};

const CREATINE_CAPS: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: {
    ro: 'Creatină monohidrat, capsulă (gelatină bovină), antiaglomerant: stearat de magneziu.',
    en: 'Creatine monohydrate, capsule (bovine gelatin), anti-caking agent: magnesium stearate.'
  },
  portion: { pcs: pieces(4) },
  perPortion: [substance('Creatină monohidrat', 'Creatine monohydrate', 5000, 'mg')],
  usage: DAILY_DOSE_USAGE, storage: STORE_DOSES
};

const CREATINE_HCL: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: {
    ro: 'Clorhidrat de creatină, capsulă vegetală (hidroxipropilmetilceluloză), antiaglomerant: dioxid de siliciu.',
    en: 'Creatine hydrochloride, vegetable capsule (hydroxypropyl methylcellulose), anti-caking agent: silicon dioxide.'
  },
  portion: { pcs: pieces(3) },
  perPortion: [substance('Clorhidrat de creatină', 'Creatine hydrochloride', 2250, 'mg')],
  usage: DAILY_DOSE_USAGE, storage: STORE_DOSES
};

const PRE_WORKOUT: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: {
    ro: 'Citrulină malat, beta-alanină, taurină, acidifiant: acid citric, cofeină anhidră, arome, antiaglomerant: dioxid de siliciu, îndulcitori: sucraloză, acesulfam K, colorant: roșu de sfeclă, clorhidrat de piridoxină.',
    en: 'Citrulline malate, beta-alanine, taurine, acid: citric acid, anhydrous caffeine, flavourings, anti-caking agent: silicon dioxide, sweeteners: sucralose, acesulfame K, colour: beetroot red, pyridoxine hydrochloride.'
  },
  portion: { g: scoop(10) },
  perPortion: [
    substance('Citrulină malat', 'Citrulline malate', 6, 'g'), substance('Beta-alanină', 'Beta-alanine', 3.2, 'g'),
    substance('Taurină', 'Taurine', 1, 'g'), substance('Cofeină', 'Caffeine', 200, 'mg'), ri('vitaminB6', 1.4)
  ],
  usage: {
    ro: 'Dizolvați 10 g (o linguriță dozatoare) în 250 ml de apă cu 20–30 de minute înainte de antrenament. Nu depășiți 10 g pe zi. Conține cofeină (200 mg/doză). Nu se recomandă copiilor sau femeilor însărcinate sau care alăptează.',
    en: 'Dissolve 10 g (one scoop) in 250 ml of water 20–30 minutes before training. Do not exceed 10 g a day. Contains caffeine (200 mg per dose). Not recommended for children or pregnant or breast-feeding women.'
  },
  storage: STORE_POWDER
};

const PRE_STIM_FREE: LineRecipe = {
  ...PRE_WORKOUT,
  ingredients: {
    ro: 'Citrulină malat, beta-alanină, clorhidrat de L-arginină, acidifiant: acid citric, arome, antiaglomerant: dioxid de siliciu, îndulcitor: sucraloză, colorant: roșu de sfeclă.',
    en: 'Citrulline malate, beta-alanine, L-arginine hydrochloride, acid: citric acid, flavourings, anti-caking agent: silicon dioxide, sweetener: sucralose, colour: beetroot red.'
  },
  perPortion: [substance('Citrulină malat', 'Citrulline malate', 6, 'g'), substance('Beta-alanină', 'Beta-alanine', 3.2, 'g'), substance('L-arginină', 'L-arginine', 1, 'g')],
  usage: {
    ro: 'Dizolvați 10 g (o linguriță dozatoare) în 250 ml de apă cu 20–30 de minute înainte de antrenament. Fără cofeină. Nu depășiți doza zilnică recomandată.',
    en: 'Dissolve 10 g (one scoop) in 250 ml of water 20–30 minutes before training. Caffeine free. Do not exceed the recommended daily dose.'
  }
};

const tablets = (ro: string, en: string, dose: number, perPortion: Amount[], ncCode = '21069098', category: RegulatoryCategory = 'food_supplement'): LineRecipe => ({
  category, ncCode, allergens: [], addedSugar: false, ingredients: { ro, en }, portion: { pcs: pieces(dose) }, perPortion,
  usage: DAILY_DOSE_USAGE, storage: STORE_DOSES
});

const MULTI_MEN = tablets(
  'Carbonat de magneziu, acid L-ascorbic, agent de încărcare: celuloză microcristalină, oxid de zinc, acetat de DL-alfa-tocoferil, nicotinamidă, licopen, acetat de retinil, clorhidrat de piridoxină, mononitrat de tiamină, riboflavină, acid pteroil-monoglutamic, colecalciferol, L-selenometionină, D-biotină, cianocobalamină, antiaglomeranți: stearat de magneziu, dioxid de siliciu, agent de glazurare: hidroxipropilmetilceluloză.',
  'Magnesium carbonate, L-ascorbic acid, bulking agent: microcrystalline cellulose, zinc oxide, DL-alpha-tocopheryl acetate, nicotinamide, lycopene, retinyl acetate, pyridoxine hydrochloride, thiamin mononitrate, riboflavin, pteroylmonoglutamic acid, cholecalciferol, L-selenomethionine, D-biotin, cyanocobalamin, anti-caking agents: magnesium stearate, silicon dioxide, glazing agent: hydroxypropyl methylcellulose.',
  2,
  [ri('vitaminA', 800), ri('vitaminC', 120), ri('vitaminD', 10), ri('vitaminE', 30), ri('thiamin', 4), ri('riboflavin', 4), ri('niacin', 20),
    ri('vitaminB6', 4), ri('folicAcid', 400), ri('vitaminB12', 10), ri('biotin', 50), ri('magnesium', 100), ri('zinc', 15), ri('selenium', 70),
    substance('Licopen', 'Lycopene', 2, 'mg')]
);

const MULTI_WOMEN = tablets(
  'Carbonat de calciu, acid L-ascorbic, fumarat feros, agent de încărcare: celuloză microcristalină, oxid de zinc, acetat de DL-alfa-tocoferil, clorhidrat de piridoxină, acetat de retinil, acid pteroil-monoglutamic, iodură de potasiu, colecalciferol, cianocobalamină, antiaglomerant: stearat de magneziu, agent de glazurare: hidroxipropilmetilceluloză.',
  'Calcium carbonate, L-ascorbic acid, ferrous fumarate, bulking agent: microcrystalline cellulose, zinc oxide, DL-alpha-tocopheryl acetate, pyridoxine hydrochloride, retinyl acetate, pteroylmonoglutamic acid, potassium iodide, cholecalciferol, cyanocobalamin, anti-caking agent: magnesium stearate, glazing agent: hydroxypropyl methylcellulose.',
  2,
  [ri('vitaminA', 600), ri('vitaminC', 80), ri('vitaminD', 10), ri('vitaminE', 12), ri('vitaminB6', 1.4), ri('folicAcid', 400), ri('vitaminB12', 5),
    ri('calcium', 200), ri('iron', 14), ri('zinc', 10), ri('iodine', 150)]
);

const IMMUNE = tablets(
  'Acid L-ascorbic, extract de fructe de soc (Sambucus nigra), capsulă vegetală (hidroxipropilmetilceluloză), gluconat de zinc, colecalciferol, L-selenometionină, antiaglomerant: stearat de magneziu.',
  'L-ascorbic acid, elderberry (Sambucus nigra) fruit extract, vegetable capsule (hydroxypropyl methylcellulose), zinc gluconate, cholecalciferol, L-selenomethionine, anti-caking agent: magnesium stearate.',
  2,
  [ri('vitaminC', 500), ri('vitaminD', 25), ri('zinc', 10), ri('selenium', 55), substance('Extract de soc', 'Elderberry extract', 100, 'mg')]
);

const MULTI_DAILY = tablets(
  'Agent de încărcare: celuloză microcristalină, acid L-ascorbic, oxid de zinc, acetat de DL-alfa-tocoferil, nicotinamidă, clorhidrat de piridoxină, riboflavină, mononitrat de tiamină, acetat de retinil, acid pteroil-monoglutamic, iodură de potasiu, selenit de sodiu, colecalciferol, cianocobalamină, antiaglomerant: stearat de magneziu.',
  'Bulking agent: microcrystalline cellulose, L-ascorbic acid, zinc oxide, DL-alpha-tocopheryl acetate, nicotinamide, pyridoxine hydrochloride, riboflavin, thiamin mononitrate, retinyl acetate, pteroylmonoglutamic acid, potassium iodide, sodium selenite, cholecalciferol, cyanocobalamin, anti-caking agent: magnesium stearate.',
  1,
  [ri('vitaminA', 800), ri('vitaminC', 80), ri('vitaminD', 5), ri('vitaminE', 12), ri('thiamin', 1.1), ri('riboflavin', 1.4), ri('niacin', 16),
    ri('vitaminB6', 1.4), ri('folicAcid', 200), ri('vitaminB12', 2.5), ri('zinc', 10), ri('selenium', 55), ri('iodine', 150)]
);

const VITAMIN_D3: LineRecipe = {
  ...tablets(
    'Ulei de măsline extravirgin, capsulă moale (gelatină bovină, umectant: glicerol), colecalciferol (vitamina D3).',
    'Extra virgin olive oil, softgel (bovine gelatin, humectant: glycerol), cholecalciferol (vitamin D3).',
    1, [ri('vitaminD', 50)]
  ),
  storage: STORE_SOFTGELS
};

const VITAMIN_D3_K2 = tablets(
  'Agent de încărcare: celuloză microcristalină, capsulă vegetală (hidroxipropilmetilceluloză), menachinonă-7 (vitamina K2), colecalciferol (vitamina D3), antiaglomerant: stearat de magneziu.',
  'Bulking agent: microcrystalline cellulose, vegetable capsule (hydroxypropyl methylcellulose), menaquinone-7 (vitamin K2), cholecalciferol (vitamin D3), anti-caking agent: magnesium stearate.',
  1, [ri('vitaminD', 25), ri('vitaminK', 100)]
);

const VITAMIN_C = tablets(
  'Acid L-ascorbic, agent de încărcare: celuloză microcristalină, pulbere de măceșe (Rosa canina) (2,5%), antiaglomeranți: acid stearic, stearat de magneziu, agent de glazurare: hidroxipropilmetilceluloză.',
  'L-ascorbic acid, bulking agent: microcrystalline cellulose, rose hip (Rosa canina) powder (2.5%), anti-caking agents: stearic acid, magnesium stearate, glazing agent: hydroxypropyl methylcellulose.',
  1, [ri('vitaminC', 1000), substance('Pulbere de măceșe', 'Rose hip powder', 25, 'mg')]
);

const VITAMIN_C_BUFFERED = tablets(
  'Ascorbat de calciu, capsulă vegetală (hidroxipropilmetilceluloză), antiaglomerant: stearat de magneziu.',
  'Calcium ascorbate, vegetable capsule (hydroxypropyl methylcellulose), anti-caking agent: magnesium stearate.',
  1, [ri('vitaminC', 500), ri('calcium', 60)]
);

const MAGNESIUM_CITRATE = tablets(
  'Citrat de magneziu, agent de încărcare: celuloză microcristalină, antiaglomeranți: stearat de magneziu, dioxid de siliciu, agent de glazurare: hidroxipropilmetilceluloză.',
  'Magnesium citrate, bulking agent: microcrystalline cellulose, anti-caking agents: magnesium stearate, silicon dioxide, glazing agent: hydroxypropyl methylcellulose.',
  2, [ri('magnesium', 400)]
);

const MAGNESIUM_B6 = tablets(
  'Citrat de magneziu, oxid de magneziu, capsulă vegetală (hidroxipropilmetilceluloză), clorhidrat de piridoxină, antiaglomerant: stearat de magneziu.',
  'Magnesium citrate, magnesium oxide, vegetable capsule (hydroxypropyl methylcellulose), pyridoxine hydrochloride, anti-caking agent: magnesium stearate.',
  2, [ri('magnesium', 300), ri('vitaminB6', 2.8)]
);

const ZINC = tablets(
  'Picolinat de zinc, capsulă vegetală (hidroxipropilmetilceluloză), agent de încărcare: făină de orez, antiaglomerant: stearat de magneziu.',
  'Zinc picolinate, vegetable capsule (hydroxypropyl methylcellulose), bulking agent: rice flour, anti-caking agent: magnesium stearate.',
  1, [ri('zinc', 50)]
);

const ZMA = tablets(
  'Aspartat de magneziu, capsulă (gelatină bovină), monometionină de zinc, aspartat de zinc, clorhidrat de piridoxină, antiaglomerant: stearat de magneziu.',
  'Magnesium aspartate, capsule (bovine gelatin), zinc monomethionine, zinc aspartate, pyridoxine hydrochloride, anti-caking agent: magnesium stearate.',
  3, [ri('zinc', 30), ri('magnesium', 450), ri('vitaminB6', 10.5)]
);

const OMEGA: LineRecipe = {
  category: 'food_supplement', ncCode: '15042010', allergens: ['fish'], addedSugar: false,
  ingredients: {
    ro: 'Ulei de <strong>pește</strong> concentrat (din hamsii, sardine și macrou), capsulă moale (gelatină bovină, umectant: glicerol, apă), antioxidant: extract bogat în tocoferoli.',
    en: 'Concentrated <strong>fish</strong> oil (from anchovy, sardine and mackerel), softgel (bovine gelatin, humectant: glycerol, water), antioxidant: tocopherol-rich extract.'
  },
  portion: { pcs: pieces(2) },
  perPortion: [substance('Ulei de pește', 'Fish oil', 2000, 'mg'), substance('EPA', 'EPA', 360, 'mg'), substance('DHA', 'DHA', 240, 'mg')],
  usage: DAILY_DOSE_USAGE, storage: STORE_SOFTGELS
};

const OMEGA_TRIPLE: LineRecipe = {
  ...OMEGA,
  ingredients: {
    ro: 'Ulei de <strong>pește</strong> concentrat (din hamsii și sardine), capsulă moale gastrorezistentă (gelatină bovină, umectant: glicerol, apă, pectină), antioxidant: extract bogat în tocoferoli.',
    en: 'Concentrated <strong>fish</strong> oil (from anchovy and sardine), enteric-coated softgel (bovine gelatin, humectant: glycerol, water, pectin), antioxidant: tocopherol-rich extract.'
  },
  portion: { pcs: pieces(1) },
  perPortion: [substance('Ulei de pește', 'Fish oil', 1360, 'mg'), substance('EPA', 'EPA', 647, 'mg'), substance('DHA', 'DHA', 253, 'mg')]
};

const CARNITINE = tablets(
  'L-carnitină L-tartrat, agent de încărcare: celuloză microcristalină, antiaglomeranți: stearat de magneziu, dioxid de siliciu, agent de glazurare: hidroxipropilmetilceluloză.',
  'L-carnitine L-tartrate, bulking agent: microcrystalline cellulose, anti-caking agents: magnesium stearate, silicon dioxide, glazing agent: hydroxypropyl methylcellulose.',
  2, [substance('L-carnitină', 'L-carnitine', 2000, 'mg')]
);

const CARNITINE_LIQUID: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: {
    ro: 'Apă, L-carnitină (20%), acidifiant: acid citric, arome, conservanți: sorbat de potasiu, benzoat de sodiu, îndulcitor: sucraloză.',
    en: 'Water, L-carnitine (20%), acid: citric acid, flavourings, preservatives: potassium sorbate, sodium benzoate, sweetener: sucralose.'
  },
  portion: { ml: { amount: 15, label: { ro: '15 ml (un capac dozator)', en: '15 ml (one measuring cap)' } } },
  perPortion: [substance('L-carnitină', 'L-carnitine', 3000, 'mg')],
  usage: {
    ro: 'Consumați 15 ml (un capac dozator) pe zi, nediluat sau în 200 ml de apă, cu 30 de minute înainte de antrenament. Nu depășiți doza zilnică recomandată.',
    en: 'Take 15 ml (one measuring cap) a day, neat or in 200 ml of water, 30 minutes before training. Do not exceed the recommended daily dose.'
  },
  storage: STORE_LIQUID
};

const CLA: LineRecipe = {
  ...tablets(
    'Ulei de șofrănel (Carthamus tinctorius) bogat în acid linoleic conjugat, capsulă moale (gelatină bovină, umectant: glicerol, apă).',
    'Safflower (Carthamus tinctorius) oil rich in conjugated linoleic acid, softgel (bovine gelatin, humectant: glycerol, water).',
    3, [substance('Ulei de șofrănel', 'Safflower oil', 3000, 'mg'), substance('din care acid linoleic conjugat (CLA)', 'of which conjugated linoleic acid (CLA)', 2400, 'mg')]
  ),
  storage: STORE_SOFTGELS
};

const GREEN_TEA = tablets(
  'Extract standardizat din frunze de ceai verde (Camellia sinensis), capsulă vegetală (hidroxipropilmetilceluloză), agent de încărcare: celuloză microcristalină.',
  'Standardised green tea (Camellia sinensis) leaf extract, vegetable capsule (hydroxypropyl methylcellulose), bulking agent: microcrystalline cellulose.',
  2, [substance('Extract de ceai verde', 'Green tea extract', 500, 'mg'), substance('din care EGCG', 'of which EGCG', 225, 'mg'), substance('Cofeină', 'Caffeine', 40, 'mg')]
);

const SPIRULINA: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: [], addedSugar: false,
  ingredients: { ro: 'Spirulină (Arthrospira platensis) pulbere ecologică (100%).', en: 'Organic spirulina (Arthrospira platensis) powder (100%).' },
  portion: { pcs: pieces(6, 3), g: { amount: 3, grams: 3, label: { ro: '3 g (o linguriță)', en: '3 g (one teaspoon)' } } },
  perPortion: [substance('Spirulină', 'Spirulina', 3, 'g'), ri('iron', 0.9)],
  usage: {
    ro: 'Adulți: {dose} pe zi, cu apă, în smoothie-uri sau suc. Nu depășiți doza zilnică recomandată.',
    en: 'Adults: {dose} a day with water, in smoothies or juice. Do not exceed the recommended daily dose.'
  },
  storage: STORE_DOSES
};

const CHLORELLA: LineRecipe = {
  ...SPIRULINA,
  ingredients: { ro: 'Chlorella (Chlorella pyrenoidosa) pulbere, cu perete celular spart (100%).', en: 'Broken cell wall chlorella (Chlorella pyrenoidosa) powder (100%).' },
  portion: { pcs: pieces(12, 3) },
  perPortion: [substance('Chlorella', 'Chlorella', 3, 'g'), ri('iron', 2)]
};

const MACA: LineRecipe = {
  category: 'food', ncCode: '11062090', allergens: [], addedSugar: false,
  ingredients: { ro: 'Rădăcină de maca (Lepidium meyenii) pulbere ecologică (100%).', en: 'Organic maca root (Lepidium meyenii) powder (100%).' },
  portion: { g: { amount: 10, grams: 10, label: { ro: '10 g (o lingură)', en: '10 g (one tablespoon)' } } },
  per100: { fat: 2.2, saturates: 0.6, carbohydrate: 59, sugars: 32, fibre: 8.5, protein: 14, salt: 0.05 },
  perPortion: [],
  usage: {
    ro: 'Adăugați o lingură (10 g) pe zi în smoothie-uri, iaurt sau terci de ovăz.',
    en: 'Add one tablespoon (10 g) a day to smoothies, yoghurt or porridge.'
  },
  storage: STORE_POWDER
};

const GREENS: LineRecipe = {
  category: 'food_supplement', ncCode: '21069098', allergens: ['gluten'], addedSugar: false,
  ingredients: {
    ro: 'Iarbă de <strong>orz</strong> pulbere (15%), pulbere de mere, spirulină (10%), iarbă de <strong>grâu</strong> pulbere (10%), inulină, pulbere de spanac, chlorella (5%), pulbere de broccoli, acid L-ascorbic, aromă naturală (în sortimentul cu mango).',
    en: '<strong>Barley</strong> grass powder (15%), apple powder, spirulina (10%), <strong>wheat</strong> grass powder (10%), inulin, spinach powder, chlorella (5%), broccoli powder, L-ascorbic acid, natural flavouring (mango flavour).'
  },
  portion: { g: scoop(10) },
  perPortion: [substance('Iarbă de orz', 'Barley grass', 1.5, 'g'), substance('Spirulină', 'Spirulina', 1, 'g'), substance('Chlorella', 'Chlorella', 0.5, 'g'), ri('vitaminC', 40)],
  usage: {
    ro: 'Amestecați o linguriță dozatoare (10 g) cu 250 ml de apă sau suc, o dată pe zi. Nu depășiți doza zilnică recomandată.',
    en: 'Mix one scoop (10 g) with 250 ml of water or juice once a day. Do not exceed the recommended daily dose.'
  },
  storage: STORE_POWDER
};

const herbal = (ro: string, en: string, dose: number, perPortion: Amount[], ncCode = '21069098') =>
  tablets(ro, en, dose, perPortion, ncCode, 'herbal_supplement');

const ASHWAGANDHA = herbal(
  'Extract standardizat din rădăcină de ashwagandha (Withania somnifera) (5% withanolide), capsulă vegetală (hidroxipropilmetilceluloză), antiaglomerant: stearat de magneziu.',
  'Standardised ashwagandha (Withania somnifera) root extract (5% withanolides), vegetable capsule (hydroxypropyl methylcellulose), anti-caking agent: magnesium stearate.',
  2, [substance('Extract de ashwagandha', 'Ashwagandha extract', 900, 'mg'), substance('din care withanolide', 'of which withanolides', 45, 'mg')]
);

// A standardised ginkgo leaf extract is a vegetable extract of NC 1302: outside 2101-2106, so no reduced rate.
const GINKGO = herbal(
  'Extract standardizat din frunze de ginkgo (Ginkgo biloba) (24% flavonglicozide, 6% lactone terpenice), capsulă vegetală (hidroxipropilmetilceluloză), agent de încărcare: făină de orez.',
  'Standardised ginkgo (Ginkgo biloba) leaf extract (24% flavone glycosides, 6% terpene lactones), vegetable capsule (hydroxypropyl methylcellulose), bulking agent: rice flour.',
  1, [substance('Extract de ginkgo', 'Ginkgo extract', 120, 'mg')], '13021970'
);

const ECHINACEA = herbal(
  'Pulbere din părți aeriene de echinacea (Echinacea purpurea), capsulă (gelatină bovină), antiaglomerant: stearat de magneziu.',
  'Echinacea (Echinacea purpurea) aerial parts powder, capsule (bovine gelatin), anti-caking agent: magnesium stearate.',
  2, [substance('Echinacea', 'Echinacea', 800, 'mg')]
);

const TURMERIC = herbal(
  'Extract de rizom de turmeric (Curcuma longa) (95% curcuminoizi), capsulă vegetală (hidroxipropilmetilceluloză), extract de piper negru (Piper nigrum) (95% piperină).',
  'Turmeric (Curcuma longa) rhizome extract (95% curcuminoids), vegetable capsule (hydroxypropyl methylcellulose), black pepper (Piper nigrum) extract (95% piperine).',
  2, [substance('Extract de turmeric', 'Turmeric extract', 1000, 'mg'), substance('din care curcuminoizi', 'of which curcuminoids', 950, 'mg'), substance('Extract de piper negru', 'Black pepper extract', 10, 'mg')]
);

const cosmetic = (inci: string, usage: Localized): LineRecipe => ({
  category: 'cosmetic', ncCode: '33049900', allergens: [], addedSugar: false,
  ingredients: { ro: inci, en: inci }, portion: {}, perPortion: [], usage, storage: STORE_COSMETIC
});

const AHAVA_HAND = cosmetic(
  'Aqua (Mineral Spring Water), Glycerin, Isopropyl Palmitate, Cetearyl Alcohol, Dimethicone, Maris Sal (Dead Sea Salt), Butyrospermum Parkii (Shea) Butter, Aloe Barbadensis Leaf Juice, Hamamelis Virginiana (Witch Hazel) Water, Tocopheryl Acetate, Phenoxyethanol, Parfum (Fragrance).',
  { ro: 'Aplicați pe mâinile curate ori de câte ori este nevoie și masați până la absorbție.', en: 'Apply to clean hands as often as needed and massage until absorbed.' }
);
const AHAVA_MUD = cosmetic(
  'Maris Limus (Dead Sea Mud), Aqua, Parfum (Fragrance).',
  { ro: 'Aplicați un strat gros pe pielea curată și uscată, lăsați 10–20 de minute, apoi clătiți cu apă caldă. A se evita zona ochilor.', en: 'Apply a thick layer to clean, dry skin, leave for 10–20 minutes, then rinse with warm water. Avoid the eye area.' }
);
const AHAVA_FACE = cosmetic(
  'Aqua (Mineral Spring Water), Caprylic/Capric Triglyceride, Glycerin, Cetearyl Alcohol, Butyrospermum Parkii (Shea) Butter, Maris Aqua (Dead Sea Water), Sodium Hyaluronate, Tocopheryl Acetate, Phenoxyethanol, Parfum (Fragrance).',
  { ro: 'Aplicați dimineața și seara pe fața și gâtul curățate, cu mișcări ușoare, ascendente.', en: 'Apply morning and evening to cleansed face and neck with gentle upward strokes.' }
);
const AHAVA_BODY = cosmetic(
  'Aqua (Mineral Spring Water), Maris Aqua (Dead Sea Water), Glycerin, Paraffinum Liquidum, Cetearyl Alcohol, Dimethicone, Sodium Hyaluronate, Citric Acid, Phenoxyethanol, Parfum (Fragrance).',
  { ro: 'Aplicați pe tot corpul după duș și masați până la absorbție.', en: 'Apply all over the body after showering and massage until absorbed.' }
);
const TREEHUT_SCRUB = cosmetic(
  'Sucrose, Butyrospermum Parkii (Shea) Butter, Glycine Soja (Soybean) Oil, Oryza Sativa (Rice) Bran Oil, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Cocos Nucifera (Coconut) Oil, Parfum (Fragrance), Tocopheryl Acetate, Phenoxyethanol.',
  { ro: 'Aplicați pe pielea umedă, masați ușor cu mișcări circulare, apoi clătiți. A se evita contactul cu ochii și pielea iritată.', en: 'Apply to wet skin, massage gently in circular motions, then rinse. Avoid contact with the eyes and irritated skin.' }
);
const TREEHUT_BUTTER = cosmetic(
  'Aqua, Butyrospermum Parkii (Shea) Butter, Cetearyl Alcohol, Glycerin, Caprylic/Capric Triglyceride, Theobroma Cacao (Cocoa) Seed Butter, Parfum (Fragrance), Phenoxyethanol, Ethylhexylglycerin.',
  { ro: 'Aplicați pe pielea curată și uscată, insistând pe zonele uscate, și masați până la absorbție.', en: 'Apply to clean, dry skin, focusing on dry areas, and massage until absorbed.' }
);
const TREEHUT_LOTION = cosmetic(
  'Aqua, Glycerin, Butyrospermum Parkii (Shea) Butter, Cetyl Alcohol, Isopropyl Myristate, Glyceryl Stearate, Dimethicone, Carbomer, Sodium Hydroxide, Phenoxyethanol, Parfum (Fragrance).',
  { ro: 'Aplicați zilnic pe tot corpul și masați până la absorbție.', en: 'Apply daily all over the body and massage until absorbed.' }
);

/** Every product line of data.ts PRODUCT_LINES, by key. */
const RECIPES: Record<string, LineRecipe> = {
  'whey-gold': WHEY, 'whey-amp': WHEY, 'whey-impact': WHEY, 'whey-100-pro': WHEY, 'whey-pro-performance': WHEY,
  'isolate-iso100': ISOLATE, 'isolate-platinum': ISOLATE, 'casein-gold': CASEIN, 'casein-night': CASEIN,
  'vegan-pea': VEGAN_PEA, 'vegan-blend': VEGAN_BLEND,
  'bar-protein': BAR_CRISP, 'bar-wafer': BAR_WAFER,
  'bcaa-2-1-1': BCAA_POWDER, 'bcaa-caps': BCAA_CAPS, glutamine: GLUTAMINE, eaa: EAA,
  'creatine-mono': CREATINE_POWDER, 'creatine-caps': CREATINE_CAPS, 'creatine-hcl': CREATINE_HCL,
  'pre-c4': PRE_WORKOUT, 'pre-stim-free': PRE_STIM_FREE,
  'multi-mega-men': MULTI_MEN, 'multi-women': MULTI_WOMEN, 'immune-complex': IMMUNE, 'multi-daily': MULTI_DAILY,
  'vit-d3': VITAMIN_D3, 'vit-d3-k2': VITAMIN_D3_K2, 'vit-c-1000': VITAMIN_C, 'vit-c-buffered': VITAMIN_C_BUFFERED,
  'magnesium-citrate': MAGNESIUM_CITRATE, 'magnesium-b6': MAGNESIUM_B6, 'zinc-picolinate': ZINC, zma: ZMA,
  'omega-fish-oil': OMEGA, 'omega-triple': OMEGA_TRIPLE,
  'l-carnitine': CARNITINE, 'l-carnitine-liquid': CARNITINE_LIQUID, cla: CLA, 'green-tea': GREEN_TEA,
  spirulina: SPIRULINA, chlorella: CHLORELLA, maca: MACA, greens: GREENS,
  ashwagandha: ASHWAGANDHA, ginkgo: GINKGO, echinacea: ECHINACEA, turmeric: TURMERIC,
  'ahava-mineral-hand': AHAVA_HAND, 'ahava-mud': AHAVA_MUD, 'ahava-face': AHAVA_FACE, 'ahava-body': AHAVA_BODY,
  'treehut-scrub': TREEHUT_SCRUB, 'treehut-butter': TREEHUT_BUTTER, 'treehut-lotion': TREEHUT_LOTION
};

function recipeOf(lineKey: string): LineRecipe {
  const recipe = RECIPES[lineKey];
  if (!recipe) throw new Error(`No food information for the product line ${lineKey}`);
  return recipe;
}

// ------------------------------------------------------------------------------------ operators

/**
 * The operator under whose name the product is marketed in the EU, or its EU importer (Reg. (EU)
 * 1169/2011 art. 8(1), art. 9(1)(h); for cosmetics the responsible person, Reg. (EC) 1223/2009 art. 4):
 * GNC's products are imported and sold by the retailer itself; the other brands by their Romanian
 * importers (demo companies).
 */
const OPERATORS: Record<string, { name: string; address: string }> = {
  gnc: { name: COMPANY.legalName, address: `${COMPANY.street}, ${COMPANY.district}, ${COMPANY.postcode} ${COMPANY.city}` },
  'optimum-nutrition': { name: 'Sport Brands Import S.R.L.', address: 'Str. Zăgazului nr. 4, Sector 1, 014261 București' },
  myprotein: { name: 'Nutri Trade Distribution S.R.L.', address: 'Șos. Pipera nr. 46, 077190 Voluntari, jud. Ilfov' },
  scitec: { name: 'Fitlife Import S.R.L.', address: 'Str. Frunzișului nr. 28, 400664 Cluj-Napoca, jud. Cluj' },
  'biotech-usa': { name: 'Pannonia Nutrition S.R.L.', address: 'Calea Aradului nr. 52, 300088 Timișoara, jud. Timiș' },
  'now-foods': { name: 'Vita Natura Import S.R.L.', address: 'Str. Pictor Ion Negulici nr. 13, Sector 1, 011943 București' },
  solgar: { name: 'Gold Health Distribution S.R.L.', address: 'Bd. Tudor Vladimirescu nr. 22, 700310 Iași, jud. Iași' },
  'natures-bounty': { name: 'Natural Care Import S.R.L.', address: 'Str. Republicii nr. 38, 500030 Brașov, jud. Brașov' },
  ahava: { name: 'Dead Sea Beauty S.R.L.', address: 'Str. Mihai Eminescu nr. 89, Sector 2, 020079 București' },
  'tree-hut': { name: 'Shea Cosmetics Distribution S.R.L.', address: 'Str. Observatorului nr. 90, 400363 Cluj-Napoca, jud. Cluj' }
};

export function operatorOf(brandCode: string, lang: Lang): string {
  const operator = OPERATORS[brandCode];
  if (!operator) throw new Error(`No food business operator for the brand ${brandCode}`);
  return `${operator.name}, ${operator.address}, ${lang === 'ro' ? 'România' : 'Romania'}`;
}

// ------------------------------------------------------------------------------------ per product

export type UnitPriceBasis = 'kg' | 'l' | '100g' | '100ml' | 'piece';

/**
 * The retailer's unit for the price per unit of measure (HG 947/2000 art. 2(b): per kilogram or litre,
 * or per piece where products are commonly sold by the piece): powders and creams per kg, liquids per
 * litre, capsules, tablets and bars per piece. The store does not use 100 g / 100 ml.
 */
export function unitPriceBasisOf(unit: NetQuantity['unit']): UnitPriceBasis {
  return unit === 'g' ? 'kg' : unit === 'ml' ? 'l' : 'piece';
}

const sizeByCode = new Map(SIZES.map((s) => [s.code, s]));

export function netQuantityOf(sizeCode: string | null): NetQuantity | null {
  return sizeCode ? sizeByCode.get(sizeCode)?.net ?? null : null;
}

/** The product data VAT and the unit price are computed from (catalog_product columns). */
export interface LineFacts {
  regulatoryCategory: RegulatoryCategory;
  ncCode: string;
  /** Total sugars per 100 g of a food (from its nutrition declaration); null where unknown or irrelevant. */
  sugarsPer100g: number | null;
  addedSugar: boolean | null;
  foodSupplement: boolean;
}

export function lineFacts(lineKey: string): LineFacts {
  const recipe = recipeOf(lineKey);
  // The sugar test decides the rate of foods and of plant-based supplements only (the others take 21 % anyway).
  const sugarMatters = recipe.category === 'food' || recipe.category === 'herbal_supplement';
  return {
    regulatoryCategory: recipe.category,
    ncCode: recipe.ncCode,
    sugarsPer100g: sugarMatters ? recipe.per100?.sugars ?? null : null,
    addedSugar: sugarMatters ? recipe.addedSugar : null,
    foodSupplement: isFoodSupplement(recipe.category)
  };
}

export interface NutritionRow {
  name: string;
  amount: string;
  /** Percentage of the reference intake (%VNR / %RI), when one exists. */
  daily_value: string | null;
}

export interface NutritionFacts {
  /** The recommended daily portion the rows are given for. */
  serving_size: string;
  servings_per_container: number | null;
  rows: NutritionRow[];
  /** The nutrition declaration per 100 g (foods and protein powders), null where not applicable. */
  per_100: NutritionRow[] | null;
}

export interface FoodInformation {
  ingredients: string;
  /** Annex II allergens the ingredients contain, in the language; null for cosmetics. */
  allergens: string[] | null;
  usage: string;
  nutrition: NutritionFacts | null;
  storage: string;
  operator: string;
}

const formatNumber = (value: number, lang: Lang): string => {
  const text = String(Math.round(value * 100) / 100);
  return lang === 'ro' ? text.replace('.', ',') : text;
};

/** Rounded as the Commission's guidance on tolerances and rounding (2012) says for the declaration. */
function roundNutrient(value: number, kind: 'macro' | 'salt'): number {
  if (kind === 'salt') return value >= 1 ? Math.round(value * 10) / 10 : Math.round(value * 100) / 100;
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}

const DECLARATION_NAMES = {
  energy: { ro: 'Valoare energetică', en: 'Energy' },
  fat: { ro: 'Grăsimi', en: 'Fat' },
  saturates: { ro: 'din care acizi grași saturați', en: 'of which saturates' },
  carbohydrate: { ro: 'Glucide', en: 'Carbohydrate' },
  sugars: { ro: 'din care zaharuri', en: 'of which sugars' },
  fibre: { ro: 'Fibre', en: 'Fibre' },
  protein: { ro: 'Proteine', en: 'Protein' },
  salt: { ro: 'Sare', en: 'Salt' }
} as const;

/** The declaration for a quantity of a food (100 g, or a portion's grams), in the order of Annex XV. */
function declaration(per100: Macros, grams: number, lang: Lang): NutritionRow[] {
  const factor = grams / 100;
  const energy = energyOf(per100);
  const row = (key: keyof typeof DECLARATION_NAMES, amount: string): NutritionRow => ({ name: DECLARATION_NAMES[key][lang], amount, daily_value: null });
  const macroRow = (key: Exclude<keyof Macros, 'salt'>, value: number) => row(key, `${formatNumber(roundNutrient(value * factor, 'macro'), lang)} g`);
  return [
    row('energy', `${Math.round(energy.kJ * factor)} kJ / ${Math.round(energy.kcal * factor)} kcal`),
    macroRow('fat', per100.fat),
    macroRow('saturates', per100.saturates),
    macroRow('carbohydrate', per100.carbohydrate),
    macroRow('sugars', per100.sugars),
    ...(per100.fibre !== undefined ? [macroRow('fibre', per100.fibre)] : []),
    macroRow('protein', per100.protein),
    row('salt', `${formatNumber(roundNutrient(per100.salt * factor, 'salt'), lang)} g`)
  ];
}

const amountRow = (a: Amount, lang: Lang): NutritionRow => ({
  name: a.name[lang],
  amount: `${formatNumber(a.amount, lang)} ${a.unit}`,
  daily_value: a.ri ? `${Math.round((a.amount / a.ri) * 100)}%` : null
});

/** How the pack's pieces are called ('capsule' / 'softgels'), from its size option code. */
const PIECE_WORDS: Array<[RegExp, { ro: [string, string]; en: [string, string] }]> = [
  [/^caps/, { ro: ['capsulă', 'capsule'], en: ['capsule', 'capsules'] }],
  [/^tab/, { ro: ['tabletă', 'tablete'], en: ['tablet', 'tablets'] }],
  [/^soft/, { ro: ['capsulă moale', 'capsule moi'], en: ['softgel', 'softgels'] }],
  [/^bar/, { ro: ['baton', 'batoane'], en: ['bar', 'bars'] }]
];

function piecesLabel(count: number, sizeCode: string, lang: Lang): string {
  const words = PIECE_WORDS.find(([pattern]) => pattern.test(sizeCode))?.[1][lang] ?? (lang === 'ro' ? ['bucată', 'bucăți'] : ['piece', 'pieces']);
  return `${count} ${count === 1 ? words[0] : words[1]}`;
}

/** Everything a product page must say about a product of a line, in one language, for a pack size. */
export function foodInformation(lineKey: string, brandCode: string, lang: Lang, sizeCode: string | null): FoodInformation {
  const recipe = recipeOf(lineKey);
  const base = { ingredients: recipe.ingredients[lang], storage: recipe.storage[lang], operator: operatorOf(brandCode, lang) };
  if (recipe.category === 'cosmetic') return { ...base, allergens: null, usage: recipe.usage[lang], nutrition: null };

  const net = netQuantityOf(sizeCode);
  const unit = net?.unit ?? (Object.keys(recipe.portion)[0] as NetQuantity['unit']);
  const portion = recipe.portion[unit];
  if (!portion) throw new Error(`The line ${lineKey} has no portion counted in ${unit}`);
  const dose = unit === 'pcs' && sizeCode ? piecesLabel(portion.amount, sizeCode, lang) : portion.label?.[lang] ?? `${portion.amount} ${unit}`;
  const dailyDose = recipe.dailyDose ?? isFoodSupplement(recipe.category);
  const servingSize = unit === 'pcs' && portion.grams ? `${dose} (${portion.grams} g)` : dose;
  const rows = [
    ...(recipe.per100 && portion.grams ? declaration(recipe.per100, portion.grams, lang) : []),
    ...recipe.perPortion.map((a) => amountRow(a, lang))
  ];
  return {
    ...base,
    allergens: recipe.allergens.map((a) => ALLERGENS[a].name[lang]),
    usage: recipe.usage[lang].replace('{dose}', dose),
    nutrition: {
      serving_size: dailyDose ? `${servingSize}${lang === 'ro' ? ' – doza zilnică recomandată' : ' – recommended daily dose'}` : servingSize,
      servings_per_container: net ? Math.max(1, Math.floor(net.quantity / portion.amount)) : null,
      rows,
      per_100: recipe.per100 ? declaration(recipe.per100, 100, lang) : null
    }
  };
}
