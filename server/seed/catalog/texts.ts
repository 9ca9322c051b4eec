/**
 * Descriptions of the generated products per product kind, in Romanian and English. Placeholders:
 * {name}, {brand}, {size}. What food law asks a page to say (ingredients, allergens, nutrition,
 * usage, storage, operator) is per product line in foodInformation.ts.
 */
import type { Localized, ProductKind } from './data';

interface KindTexts {
  short: Localized;
  body: Localized;
}

const KIND_TEXTS: Record<Exclude<ProductKind, 'cosmetic'>, KindTexts> = {
  protein: {
    short: { ro: '{name} de la {brand}: proteină de calitate pentru recuperare și creștere musculară.', en: '{name} by {brand}: quality protein for recovery and muscle growth.' },
    body: {
      ro: '<p><strong>{name}</strong> oferă aproximativ 24 g de proteină pe porție, cu un conținut redus de zahăr și grăsimi.</p><ul><li>Sursă de aminoacizi esențiali și BCAA</li><li>Se dizolvă ușor în apă sau lapte</li><li>Ideal după antrenament sau între mese</li></ul><p>Produs de {brand}. Ambalaj: {size}.</p>',
      en: '<p><strong>{name}</strong> provides about 24 g of protein per serving with little sugar and fat.</p><ul><li>A source of essential amino acids and BCAAs</li><li>Mixes easily with water or milk</li><li>Ideal after training or between meals</li></ul><p>Made by {brand}. Pack size: {size}.</p>'
    }
  },
  bar: {
    short: { ro: 'Baton proteic {name} de la {brand}, gustare sățioasă cu 20 g de proteină.', en: '{name} protein bar by {brand}, a filling snack with 20 g of protein.' },
    body: { ro: '<p><strong>{name}</strong> este gustarea perfectă oriunde te-ai afla: 20 g de proteină, fibre și gust de desert.</p><p>Cutie: {size}.</p>', en: '<p><strong>{name}</strong> is the perfect snack on the go: 20 g of protein, fibre and a dessert-like taste.</p><p>Box: {size}.</p>' }
  },
  amino: {
    short: { ro: '{name} de la {brand} susține recuperarea și reduce oboseala musculară.', en: '{name} by {brand} supports recovery and reduces muscle fatigue.' },
    body: { ro: '<p><strong>{name}</strong> conține aminoacizi în forma liberă, absorbiți rapid.</p><ul><li>Fără zahăr adăugat</li><li>Potrivit înainte, în timpul sau după antrenament</li></ul><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> contains free-form amino acids that are absorbed quickly.</p><ul><li>No added sugar</li><li>Suitable before, during or after training</li></ul><p>Pack size: {size}.</p>' }
  },
  creatine: {
    short: { ro: '{name} de la {brand} crește performanța fizică în eforturi scurte și intense.', en: '{name} by {brand} increases physical performance in short, intense efforts.' },
    body: { ro: '<p><strong>{name}</strong>: creatina crește performanța fizică în serii succesive de exerciții scurte și de mare intensitate.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong>: creatine increases physical performance in successive bursts of short, high-intensity exercise.</p><p>Pack size: {size}.</p>' }
  },
  preworkout: {
    short: { ro: '{name} de la {brand}: energie, concentrare și pompaj pentru antrenamente intense.', en: '{name} by {brand}: energy, focus and pump for intense workouts.' },
    body: { ro: '<p><strong>{name}</strong> combină cofeina, beta-alanina și citrulina pentru antrenamente mai puternice.</p><p>Nu se recomandă persoanelor sensibile la cofeină. Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> combines caffeine, beta-alanine and citrulline for stronger workouts.</p><p>Not recommended for people sensitive to caffeine. Pack size: {size}.</p>' }
  },
  vitamin: {
    short: { ro: '{name} de la {brand} contribuie la funcționarea normală a sistemului imunitar.', en: '{name} by {brand} contributes to the normal function of the immune system.' },
    body: { ro: '<p><strong>{name}</strong> este un supliment alimentar cu vitamine într-o formă ușor de asimilat.</p><ul><li>O doză zilnică simplă</li><li>Fără gluten</li></ul><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> is a food supplement with vitamins in an easily absorbed form.</p><ul><li>A simple daily dose</li><li>Gluten free</li></ul><p>Pack size: {size}.</p>' }
  },
  mineral: {
    short: { ro: '{name} de la {brand} contribuie la reducerea oboselii și la funcționarea normală a mușchilor.', en: '{name} by {brand} helps reduce tiredness and supports normal muscle function.' },
    body: { ro: '<p><strong>{name}</strong>: minerale într-o formă cu biodisponibilitate ridicată.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong>: minerals in a highly bioavailable form.</p><p>Pack size: {size}.</p>' }
  },
  omega: {
    short: { ro: '{name} de la {brand}: EPA și DHA pentru funcționarea normală a inimii și a creierului.', en: '{name} by {brand}: EPA and DHA for normal heart and brain function.' },
    body: { ro: '<p><strong>{name}</strong> conține ulei de pește purificat, bogat în acizi grași omega-3 EPA și DHA.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> contains purified fish oil rich in the omega-3 fatty acids EPA and DHA.</p><p>Pack size: {size}.</p>' }
  },
  weight: {
    short: { ro: '{name} de la {brand}, sprijin pentru un stil de viață activ și controlul greutății.', en: '{name} by {brand}, support for an active lifestyle and weight management.' },
    body: { ro: '<p><strong>{name}</strong> completează o dietă echilibrată și un program regulat de mișcare.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> complements a balanced diet and regular exercise.</p><p>Pack size: {size}.</p>' }
  },
  superfood: {
    short: { ro: '{name} de la {brand}: superaliment bogat în nutrienți, de origine vegetală.', en: '{name} by {brand}: a nutrient-rich, plant-based superfood.' },
    body: { ro: '<p><strong>{name}</strong> este o sursă naturală de proteine vegetale, vitamine și antioxidanți.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> is a natural source of plant protein, vitamins and antioxidants.</p><p>Pack size: {size}.</p>' }
  },
  herbal: {
    short: { ro: '{name} de la {brand}: extract standardizat din plante pentru echilibru și vitalitate.', en: '{name} by {brand}: a standardised herbal extract for balance and vitality.' },
    body: { ro: '<p><strong>{name}</strong> conține extract standardizat din plante, în capsule vegetale.</p><p>Ambalaj: {size}.</p>', en: '<p><strong>{name}</strong> contains a standardised herbal extract in vegetable capsules.</p><p>Pack size: {size}.</p>' }
  }
};

const COSMETIC_TEXTS = {
  short: { ro: '{name} de la {brand}, îngrijire delicată pentru o piele hidratată și catifelată.', en: '{name} by {brand}, gentle care for soft, hydrated skin.' },
  body: { ro: '<p><strong>{name}</strong> hrănește și protejează pielea, lăsând un parfum discret.</p><ul><li>Testat dermatologic</li><li>Fără parabeni</li></ul><p>Conținut: {size}.</p>', en: '<p><strong>{name}</strong> nourishes and protects the skin with a subtle scent.</p><ul><li>Dermatologically tested</li><li>Paraben free</li></ul><p>Contents: {size}.</p>' }
};

export type Lang = 'ro' | 'en';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export interface ProductTexts {
  shortDescription: string;
  description: string;
}

/** The descriptions of one product in one language. */
export function productTexts(kind: ProductKind, lang: Lang, values: { name: string; brand: string; size: string }): ProductTexts {
  const texts = kind === 'cosmetic' ? COSMETIC_TEXTS : KIND_TEXTS[kind];
  return { shortDescription: fill(texts.short[lang], values), description: fill(texts.body[lang], values) };
}
