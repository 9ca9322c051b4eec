/** The seeded content's pictures speak the view's language: each view's pages use its own banners. */
import { CONTENT_IMAGES } from './contentImages';
import { BLOCKS, PAGES } from './pages';

const ROMANIAN_WORDS = /OFERTE|SPECIALE|COSMETICE|REDUCERE|PROMOȚIE/i;
const ENGLISH_WORDS = /\bOFF\b|SPECIAL OFFERS|COSMETICS/i;
const drawn = new Map(CONTENT_IMAGES.map(({ path, drawing }) => [path, `${drawing.textless ? '' : drawing.title} ${drawing.badge ?? ''}`]));

/** The content images a text refers to. */
const imagesIn = (html: string) => [...drawn.keys()].filter((path) => html.includes(path));

test.each([
  ['en', ROMANIAN_WORDS],
  ['ro', ENGLISH_WORDS]
] as const)('the %s pages and blocks show no picture with words of the other language', (lang, foreign) => {
  // Any page or shop id will do: only the pictures are looked at.
  const ids = new Proxy({}, { get: () => 1 }) as Record<string, number>;
  const texts = [...PAGES.map((page) => page.build(lang, ids)), ...BLOCKS.map((block) => block.build(lang, ids, ids))];
  const used = [...new Set(texts.flatMap(imagesIn))];
  expect(used.length).toBeGreaterThan(0);
  expect(used.filter((path) => foreign.test(drawn.get(path) ?? ''))).toEqual([]);
});
