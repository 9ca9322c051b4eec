// The images the CMS content uses, drawn at seed time (paths under pub/media), with their sizes: the
// Page Builder image markup carries width and height, as Magento's does, so the storefront reserves
// each image's box before it loads.
import type { HeroDrawing } from './images';
import { PALETTES } from './images';

type Lang = 'ro' | 'en';
const LANGS: Lang[] = ['ro', 'en'];
type PromoName = 'special-offers-50' | 'special-offers-30' | 'black-friday' | 'vday' | 'ahava' | 'tree-hut';

/** The promotions' banners carry words, so each store view has its own, in its language. */
const PROMOS: Array<{ name: PromoName; palette: HeroDrawing['palette']; title: Record<Lang, string>; badge: Record<Lang, string>; motif: HeroDrawing['motif'] }> = [
  { name: 'special-offers-50', palette: PALETTES.red, title: { ro: '-50% | OFERTE SPECIALE', en: '50% OFF | SPECIAL OFFERS' }, badge: { ro: 'PROMO', en: 'PROMO' }, motif: 'tubs' },
  { name: 'special-offers-30', palette: PALETTES.orange, title: { ro: '-30% | OFERTE SPECIALE', en: '30% OFF | SPECIAL OFFERS' }, badge: { ro: 'PROMO', en: 'PROMO' }, motif: 'tubs' },
  { name: 'black-friday', palette: PALETTES.black, title: { ro: 'BLACK FRIDAY | -25%', en: 'BLACK FRIDAY | 25% OFF' }, badge: { ro: 'GNC', en: 'GNC' }, motif: 'mixed' },
  { name: 'vday', palette: PALETTES.pink, title: { ro: 'Valentine’s Day | GNC ♥', en: 'Valentine’s Day | GNC ♥' }, badge: { ro: '14.02', en: '14.02' }, motif: 'capsules' },
  { name: 'ahava', palette: PALETTES.teal, title: { ro: 'AHAVA | -25%', en: 'AHAVA | 25% OFF' }, badge: { ro: 'COSMETICE', en: 'COSMETICS' }, motif: 'leaves' },
  { name: 'tree-hut', palette: PALETTES.pink, title: { ro: 'Tree Hut | -25%', en: 'Tree Hut | 25% OFF' }, badge: { ro: 'COSMETICE', en: 'COSMETICS' }, motif: 'leaves' }
];

/** A promotion's banner in a store view's language. */
export function promoImagePath(name: PromoName, lang: Lang): string {
  return `wysiwyg/promo/${name}-${lang}.jpg`;
}

/** Images the content uses, drawn at seed time (paths under pub/media). */
export const CONTENT_IMAGES: Array<{ path: string; drawing: HeroDrawing }> = [
  { path: 'wysiwyg/home/slide-proteine.jpg', drawing: { width: 1920, height: 640, palette: PALETTES.navy, title: 'protein', motif: 'tubs', textless: true } },
  { path: 'wysiwyg/home/slide-vitamine.jpg', drawing: { width: 1920, height: 640, palette: PALETTES.gold, title: 'vitamins', motif: 'capsules', textless: true } },
  { path: 'wysiwyg/home/slide-rewards.jpg', drawing: { width: 1920, height: 640, palette: PALETTES.red, title: 'rewards', motif: 'mixed', textless: true } },
  { path: 'wysiwyg/home/slide-mobile.jpg', drawing: { width: 768, height: 768, palette: PALETTES.navy, title: 'mobile', motif: 'tubs', textless: true } },
  { path: 'wysiwyg/home/video-poster.jpg', drawing: { width: 1920, height: 720, palette: PALETTES.black, title: 'training', motif: 'mixed', textless: true } },
  { path: 'wysiwyg/home/cat-proteine.jpg', drawing: { width: 600, height: 600, palette: PALETTES.navy, title: 'cat protein', motif: 'tubs', textless: true } },
  { path: 'wysiwyg/home/cat-vitamine.jpg', drawing: { width: 600, height: 600, palette: PALETTES.gold, title: 'cat vitamins', motif: 'capsules', textless: true } },
  { path: 'wysiwyg/home/cat-preworkout.jpg', drawing: { width: 600, height: 600, palette: PALETTES.orange, title: 'cat preworkout', motif: 'tubs', textless: true } },
  { path: 'wysiwyg/home/cat-slabire.jpg', drawing: { width: 600, height: 600, palette: PALETTES.green, title: 'cat weight', motif: 'leaves', textless: true } },
  { path: 'wysiwyg/home/banner-ahava.jpg', drawing: { width: 960, height: 480, palette: PALETTES.teal, title: 'ahava', motif: 'leaves', textless: true } },
  { path: 'wysiwyg/home/banner-treehut.jpg', drawing: { width: 960, height: 480, palette: PALETTES.pink, title: 'tree hut', motif: 'leaves', textless: true } },
  { path: 'wysiwyg/home/banner-newsletter.jpg', drawing: { width: 1280, height: 400, palette: PALETTES.red, title: 'newsletter', motif: 'capsules', textless: true } },
  { path: 'wysiwyg/pages/despre-noi.jpg', drawing: { width: 1200, height: 700, palette: PALETTES.red, title: 'about', motif: 'mixed', textless: true } },
  { path: 'wysiwyg/pages/livrare.jpg', drawing: { width: 1200, height: 500, palette: PALETTES.navy, title: 'delivery', motif: 'tubs', textless: true } },
  { path: 'wysiwyg/pages/rewards.jpg', drawing: { width: 1920, height: 600, palette: PALETTES.gold, title: 'rewards page', motif: 'mixed', textless: true } },
  ...PROMOS.flatMap(({ name, palette, title, badge, motif }) =>
    LANGS.map((lang) => ({ path: promoImagePath(name, lang), drawing: { width: 1920, height: 560, palette, title: title[lang], badge: badge[lang], motif } }))
  )
];

const SIZES = new Map(CONTENT_IMAGES.map(({ path, drawing }) => [path, { width: drawing.width, height: drawing.height }]));

/** The drawn size of a content image, when it is one of ours. */
export function contentImageSize(path: string): { width: number; height: number } | undefined {
  return SIZES.get(path);
}
