/**
 * Texts of the generated products per product kind, in Romanian and English: descriptions, usage,
 * ingredients and nutrition facts. Placeholders: {name}, {brand}, {size}.
 */
import type { Localized, ProductKind } from './data';

export interface NutritionRow {
  name: string;
  amount: string;
  /** Percentage of the reference intake (%VNR / %RI), when one exists. */
  daily_value: string | null;
}

export interface NutritionFacts {
  serving_size: string;
  servings_per_container: number | null;
  rows: NutritionRow[];
}

interface KindTexts {
  short: Localized;
  body: Localized;
  usage: Localized;
  ingredients: Localized;
  serving: Localized;
  /** Grams (or units) per serving, to compute servings per container from the size. */
  servingUnits: number;
  rows: Array<{ name: Localized; amount: string; dv?: string }>;
}

const KIND_TEXTS: Record<ProductKind, KindTexts | null> = {
  protein: {
    short: { ro: '{name} de la {brand}: proteină de calitate pentru recuperare și creștere musculară.', en: '{name} by {brand}: quality protein for recovery and muscle growth.' },
    body: {
      ro: '<p><strong>{name}</strong> oferă aproximativ 24 g de proteină pe porție, cu un conținut redus de zahăr și grăsimi.</p><ul><li>Sursă de aminoacizi esențiali și BCAA</li><li>Se dizolvă ușor în apă sau lapte</li><li>Ideal după antrenament sau între mese</li></ul><p>Produs de {brand}. Ambalaj: {size}.</p>',
      en: '<p><strong>{name}</strong> provides about 24 g of protein per serving with little sugar and fat.</p><ul><li>A source of essential amino acids and BCAAs</li><li>Mixes easily with water or milk</li><li>Ideal after training or between meals</li></ul><p>Made by {brand}. Pack size: {size}.</p>'
    },
    usage: { ro: 'Amestecați o linguriță dozatoare (30 g) cu 200–250 ml de apă sau lapte, de 1–3 ori pe zi.', en: 'Mix one scoop (30 g) with 200–250 ml of water or milk, 1–3 times a day.' },
    ingredients: { ro: 'Concentrat proteic din zer (lapte), izolat proteic din zer (lapte), cacao, aromă, emulgator (lecitină de soia), îndulcitor (sucraloză).', en: 'Whey protein concentrate (milk), whey protein isolate (milk), cocoa, flavouring, emulsifier (soy lecithin), sweetener (sucralose).' },
    serving: { ro: '30 g (1 linguriță dozatoare)', en: '30 g (1 scoop)' },
    servingUnits: 30,
    rows: [
      { name: { ro: 'Valoare energetică', en: 'Energy' }, amount: '120 kcal' },
      { name: { ro: 'Proteine', en: 'Protein' }, amount: '24 g' },
      { name: { ro: 'Carbohidrați', en: 'Carbohydrate' }, amount: '3 g' },
      { name: { ro: 'din care zaharuri', en: 'of which sugars' }, amount: '1,5 g' },
      { name: { ro: 'Grăsimi', en: 'Fat' }, amount: '1,5 g' },
      { name: { ro: 'Sare', en: 'Salt' }, amount: '0,2 g' },
      { name: { ro: 'BCAA', en: 'BCAA' }, amount: '5,5 g' }
    ]
  },
  bar: {
    short: { ro: 'Baton proteic {name} de la {brand}, gustare sățioasă cu 20 g de proteină.', en: '{name} protein bar by {brand}, a filling snack with 20 g of protein.' },
    body: { ro: '<p><strong>{name}</strong> este gustarea perfectă oriunde te-ai afla: 20 g de proteină, fibre și gust de desert.</p><p>Cutie: {size}.</p>', en: '<p><strong>{name}</strong> is the perfect snack on the go: 20 g of protein, fibre and a dessert-like taste.</p><p>Box: {size}.</p>' },
    usage: { ro: 'Consumați un baton pe zi, ca gustare sau după antrenament.', en: 'Eat one bar a day as a snack or after training.' },
    ingredients: { ro: 'Amestec proteic (proteine din lapte, izolat proteic din zer), ciocolată cu lapte (20%), fibre (inulină), umectant (glicerol), aromă.', en: 'Protein blend (milk protein, whey protein isolate), milk chocolate (20%), fibre (inulin), humectant (glycerol), flavouring.' },
    serving: { ro: '1 baton (60 g)', en: '1 bar (60 g)' },
    servingUnits: 1,
    rows: [
      { name: { ro: 'Valoare energetică', en: 'Energy' }, amount: '210 kcal' },
      { name: { ro: 'Proteine', en: 'Protein' }, amount: '20 g' },
      { name: { ro: 'Carbohidrați', en: 'Carbohydrate' }, amount: '18 g' },
      { name: { ro: 'Grăsimi', en: 'Fat' }, amount: '7 g' },
      { name: { ro: 'Fibre', en: 'Fibre' }, amount: '5 g' }
    ]
  },
  amino: {
    short: { ro: '{name} de la {brand} susține recuperarea și reduce oboseala musculară.', en: '{name} by {brand} supports recovery and reduces muscle fatigue.' },
    body: { ro: '<p><strong>{name}</strong> conține aminoacizi în forma liberă, absorbiți rapid.</p><ul><li>Fără zahăr adăugat</li><li>Potrivit înainte, în timpul sau după antrenament</li></ul><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> contains free-form amino acids that are absorbed quickly.</p><ul><li>No added sugar</li><li>Suitable before, during or after training</li></ul><p>Pack size: {size}.</p>' },
    usage: { ro: 'Dizolvați 10 g în 300 ml de apă și consumați în timpul antrenamentului.', en: 'Dissolve 10 g in 300 ml of water and drink during training.' },
    ingredients: { ro: 'L-leucină, L-izoleucină, L-valină, acidifiant (acid citric), aromă, îndulcitor (sucraloză).', en: 'L-leucine, L-isoleucine, L-valine, acid (citric acid), flavouring, sweetener (sucralose).' },
    serving: { ro: '10 g', en: '10 g' },
    servingUnits: 10,
    rows: [
      { name: { ro: 'L-leucină', en: 'L-leucine' }, amount: '5 g' },
      { name: { ro: 'L-izoleucină', en: 'L-isoleucine' }, amount: '2,5 g' },
      { name: { ro: 'L-valină', en: 'L-valine' }, amount: '2,5 g' }
    ]
  },
  creatine: {
    short: { ro: '{name} de la {brand} crește performanța fizică în eforturi scurte și intense.', en: '{name} by {brand} increases physical performance in short, intense efforts.' },
    body: { ro: '<p><strong>{name}</strong>: creatina crește performanța fizică în serii succesive de exerciții scurte și de mare intensitate.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong>: creatine increases physical performance in successive bursts of short, high-intensity exercise.</p><p>Pack size: {size}.</p>' },
    usage: { ro: 'Luați 5 g pe zi, cu apă sau suc, de preferat după antrenament.', en: 'Take 5 g a day with water or juice, preferably after training.' },
    ingredients: { ro: 'Creatină monohidrat micronizată (100%).', en: 'Micronised creatine monohydrate (100%).' },
    serving: { ro: '5 g', en: '5 g' },
    servingUnits: 5,
    rows: [{ name: { ro: 'Creatină monohidrat', en: 'Creatine monohydrate' }, amount: '5 g' }]
  },
  preworkout: {
    short: { ro: '{name} de la {brand}: energie, concentrare și pompaj pentru antrenamente intense.', en: '{name} by {brand}: energy, focus and pump for intense workouts.' },
    body: { ro: '<p><strong>{name}</strong> combină cofeina, beta-alanina și citrulina pentru antrenamente mai puternice.</p><p>Nu se recomandă persoanelor sensibile la cofeină. Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> combines caffeine, beta-alanine and citrulline for stronger workouts.</p><p>Not recommended for people sensitive to caffeine. Pack size: {size}.</p>' },
    usage: { ro: 'Dizolvați 10 g în 250 ml de apă cu 20–30 de minute înainte de antrenament.', en: 'Dissolve 10 g in 250 ml of water 20–30 minutes before training.' },
    ingredients: { ro: 'Citrulină malat, beta-alanină, taurină, cofeină anhidră, acidifiant (acid citric), aromă, îndulcitor (sucraloză).', en: 'Citrulline malate, beta-alanine, taurine, anhydrous caffeine, acid (citric acid), flavouring, sweetener (sucralose).' },
    serving: { ro: '10 g', en: '10 g' },
    servingUnits: 10,
    rows: [
      { name: { ro: 'Citrulină malat', en: 'Citrulline malate' }, amount: '6 g' },
      { name: { ro: 'Beta-alanină', en: 'Beta-alanine' }, amount: '3,2 g' },
      { name: { ro: 'Taurină', en: 'Taurine' }, amount: '1 g' },
      { name: { ro: 'Cofeină', en: 'Caffeine' }, amount: '200 mg' }
    ]
  },
  vitamin: {
    short: { ro: '{name} de la {brand} contribuie la funcționarea normală a sistemului imunitar.', en: '{name} by {brand} contributes to the normal function of the immune system.' },
    body: { ro: '<p><strong>{name}</strong> este un supliment alimentar cu vitamine într-o formă ușor de asimilat.</p><ul><li>O doză pe zi</li><li>Fără gluten</li></ul><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> is a food supplement with vitamins in an easily absorbed form.</p><ul><li>One a day</li><li>Gluten free</li></ul><p>Pack size: {size}.</p>' },
    usage: { ro: 'Adulți: 1 capsulă pe zi, în timpul mesei. Nu depășiți doza zilnică recomandată.', en: 'Adults: 1 capsule a day with a meal. Do not exceed the recommended daily dose.' },
    ingredients: { ro: 'Vitamine, agent de încărcare (celuloză microcristalină), capsulă (hidroxipropilmetilceluloză), antiaglomerant (stearat de magneziu).', en: 'Vitamins, bulking agent (microcrystalline cellulose), capsule (hydroxypropyl methylcellulose), anti-caking agent (magnesium stearate).' },
    serving: { ro: '1 capsulă', en: '1 capsule' },
    servingUnits: 1,
    rows: [
      { name: { ro: 'Vitamina C', en: 'Vitamin C' }, amount: '500 mg', dv: '625%' },
      { name: { ro: 'Vitamina D3', en: 'Vitamin D3' }, amount: '50 µg', dv: '1000%' },
      { name: { ro: 'Vitamina B12', en: 'Vitamin B12' }, amount: '10 µg', dv: '400%' }
    ]
  },
  mineral: {
    short: { ro: '{name} de la {brand} contribuie la reducerea oboselii și la funcționarea normală a mușchilor.', en: '{name} by {brand} helps reduce tiredness and supports normal muscle function.' },
    body: { ro: '<p><strong>{name}</strong>: minerale într-o formă cu biodisponibilitate ridicată.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong>: minerals in a highly bioavailable form.</p><p>Pack size: {size}.</p>' },
    usage: { ro: 'Adulți: 1–2 tablete pe zi, cu apă. Nu depășiți doza zilnică recomandată.', en: 'Adults: 1–2 tablets a day with water. Do not exceed the recommended daily dose.' },
    ingredients: { ro: 'Citrat de magneziu, picolinat de zinc, clorhidrat de piridoxină, agent de încărcare (celuloză).', en: 'Magnesium citrate, zinc picolinate, pyridoxine hydrochloride, bulking agent (cellulose).' },
    serving: { ro: '1 tabletă', en: '1 tablet' },
    servingUnits: 1,
    rows: [
      { name: { ro: 'Magneziu', en: 'Magnesium' }, amount: '200 mg', dv: '53%' },
      { name: { ro: 'Zinc', en: 'Zinc' }, amount: '15 mg', dv: '150%' },
      { name: { ro: 'Vitamina B6', en: 'Vitamin B6' }, amount: '1,4 mg', dv: '100%' }
    ]
  },
  omega: {
    short: { ro: '{name} de la {brand}: EPA și DHA pentru funcționarea normală a inimii și a creierului.', en: '{name} by {brand}: EPA and DHA for normal heart and brain function.' },
    body: { ro: '<p><strong>{name}</strong> conține ulei de pește purificat, bogat în acizi grași omega-3 EPA și DHA.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> contains purified fish oil rich in the omega-3 fatty acids EPA and DHA.</p><p>Pack size: {size}.</p>' },
    usage: { ro: 'Adulți: 1–2 capsule moi pe zi, în timpul mesei.', en: 'Adults: 1–2 softgels a day with a meal.' },
    ingredients: { ro: 'Ulei de pește (din anșoa, sardine, macrou), capsulă (gelatină, glicerină), antioxidant (tocoferoli).', en: 'Fish oil (anchovy, sardine, mackerel), capsule (gelatin, glycerin), antioxidant (tocopherols).' },
    serving: { ro: '1 capsulă moale', en: '1 softgel' },
    servingUnits: 1,
    rows: [
      { name: { ro: 'Ulei de pește', en: 'Fish oil' }, amount: '1000 mg' },
      { name: { ro: 'EPA', en: 'EPA' }, amount: '180 mg' },
      { name: { ro: 'DHA', en: 'DHA' }, amount: '120 mg' }
    ]
  },
  weight: {
    short: { ro: '{name} de la {brand}, sprijin pentru un stil de viață activ și controlul greutății.', en: '{name} by {brand}, support for an active lifestyle and weight management.' },
    body: { ro: '<p><strong>{name}</strong> completează o dietă echilibrată și un program regulat de mișcare.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> complements a balanced diet and regular exercise.</p><p>Pack size: {size}.</p>' },
    usage: { ro: 'Adulți: 1 tabletă de 2 ori pe zi, înainte de masă sau de antrenament.', en: 'Adults: 1 tablet twice a day, before a meal or training.' },
    ingredients: { ro: 'L-carnitină L-tartrat, agent de încărcare (celuloză microcristalină), antiaglomerant (dioxid de siliciu).', en: 'L-carnitine L-tartrate, bulking agent (microcrystalline cellulose), anti-caking agent (silicon dioxide).' },
    serving: { ro: '1 tabletă', en: '1 tablet' },
    servingUnits: 1,
    rows: [{ name: { ro: 'L-carnitină', en: 'L-carnitine' }, amount: '1000 mg' }]
  },
  superfood: {
    short: { ro: '{name} de la {brand}: superaliment bogat în nutrienți, de origine vegetală.', en: '{name} by {brand}: a nutrient-rich, plant-based superfood.' },
    body: { ro: '<p><strong>{name}</strong> este o sursă naturală de proteine vegetale, vitamine și antioxidanți.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> is a natural source of plant protein, vitamins and antioxidants.</p><p>Pack size: {size}.</p>' },
    usage: { ro: 'Adăugați 3 g în smoothie-uri, iaurt sau suc, o dată pe zi.', en: 'Add 3 g to smoothies, yoghurt or juice once a day.' },
    ingredients: { ro: 'Pulbere organică (100%).', en: 'Organic powder (100%).' },
    serving: { ro: '3 g', en: '3 g' },
    servingUnits: 3,
    rows: [
      { name: { ro: 'Valoare energetică', en: 'Energy' }, amount: '11 kcal' },
      { name: { ro: 'Proteine', en: 'Protein' }, amount: '2 g' },
      { name: { ro: 'Fier', en: 'Iron' }, amount: '0,8 mg', dv: '6%' }
    ]
  },
  herbal: {
    short: { ro: '{name} de la {brand}: extract standardizat din plante pentru echilibru și vitalitate.', en: '{name} by {brand}: a standardised herbal extract for balance and vitality.' },
    body: { ro: '<p><strong>{name}</strong> conține extract standardizat din plante, în capsule vegetale.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> contains a standardised herbal extract in vegetable capsules.</p><p>Pack size: {size}.</p>' },
    usage: { ro: 'Adulți: 1 capsulă de 1–2 ori pe zi, cu apă.', en: 'Adults: 1 capsule 1–2 times a day with water.' },
    ingredients: { ro: 'Extract standardizat din plante, capsulă vegetală (hidroxipropilmetilceluloză).', en: 'Standardised herbal extract, vegetable capsule (hydroxypropyl methylcellulose).' },
    serving: { ro: '1 capsulă', en: '1 capsule' },
    servingUnits: 1,
    rows: [{ name: { ro: 'Extract din plante', en: 'Herbal extract' }, amount: '450 mg' }]
  },
  cosmetic: null
};

const COSMETIC_TEXTS = {
  short: { ro: '{name} de la {brand}, îngrijire delicată pentru o piele hidratată și catifelată.', en: '{name} by {brand}, gentle care for soft, hydrated skin.' },
  body: { ro: '<p><strong>{name}</strong> hrănește și protejează pielea, lăsând un parfum discret.</p><ul><li>Testat dermatologic</li><li>Fără parabeni</li></ul><p>Conținut: {size}.</p>', en: '<p><strong>{name}</strong> nourishes and protects the skin with a subtle scent.</p><ul><li>Dermatologically tested</li><li>Paraben free</li></ul><p>Contents: {size}.</p>' },
  usage: { ro: 'Aplicați pe pielea curată și masați ușor până la absorbție.', en: 'Apply to clean skin and massage gently until absorbed.' },
  ingredients: { ro: 'Aqua, unt de shea, glicerină, minerale din Marea Moartă, parfum.', en: 'Aqua, shea butter, glycerin, Dead Sea minerals, parfum.' }
};

export type Lang = 'ro' | 'en';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export interface ProductTexts {
  shortDescription: string;
  description: string;
  usage: string;
  ingredients: string;
  nutrition: NutritionFacts | null;
}

/** Texts for one product in one language. `sizeUnits` is grams or pieces in the pack (for servings). */
export function productTexts(kind: ProductKind, lang: Lang, values: { name: string; brand: string; size: string }, sizeUnits: number | null): ProductTexts {
  const kindTexts = KIND_TEXTS[kind];
  if (!kindTexts) {
    return {
      shortDescription: fill(COSMETIC_TEXTS.short[lang], values),
      description: fill(COSMETIC_TEXTS.body[lang], values),
      usage: COSMETIC_TEXTS.usage[lang],
      ingredients: COSMETIC_TEXTS.ingredients[lang],
      nutrition: null
    };
  }
  return {
    shortDescription: fill(kindTexts.short[lang], values),
    description: fill(kindTexts.body[lang], values),
    usage: kindTexts.usage[lang],
    ingredients: kindTexts.ingredients[lang],
    nutrition: {
      serving_size: kindTexts.serving[lang],
      servings_per_container: sizeUnits ? Math.max(1, Math.floor(sizeUnits / kindTexts.servingUnits)) : null,
      rows: kindTexts.rows.map((row) => ({ name: row.name[lang], amount: row.amount, daily_value: row.dv ?? null }))
    }
  };
}

/** Grams or pieces in a pack, from the size option code ('g908' → 908, 'caps60' → 60, 'bar12' → 12). */
export function sizeUnits(sizeCode: string | null): number | null {
  if (!sizeCode) return null;
  const match = /(\d+)$/.exec(sizeCode);
  return match ? Number(match[1]) : null;
}
