// The images the CMS content uses, drawn at seed time (paths under pub/media), with their sizes: the
// Page Builder image markup carries width and height, as Magento's does, so the storefront reserves
// each image's box before it loads.
import type { HeroDrawing } from './images';
import { PALETTES } from './images';

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
  { path: 'wysiwyg/promo/special-offers-50.jpg', drawing: { width: 1920, height: 560, palette: PALETTES.red, title: '-50% | OFERTE SPECIALE', badge: 'PROMO', motif: 'tubs' } },
  { path: 'wysiwyg/promo/special-offers-30.jpg', drawing: { width: 1920, height: 560, palette: PALETTES.orange, title: '-30% | OFERTE SPECIALE', badge: 'PROMO', motif: 'tubs' } },
  { path: 'wysiwyg/promo/black-friday.jpg', drawing: { width: 1920, height: 560, palette: PALETTES.black, title: 'BLACK FRIDAY | -25%', badge: 'GNC', motif: 'mixed' } },
  { path: 'wysiwyg/promo/vday.jpg', drawing: { width: 1920, height: 560, palette: PALETTES.pink, title: 'Valentine’s Day | GNC ♥', badge: '14.02', motif: 'capsules' } },
  { path: 'wysiwyg/promo/ahava.jpg', drawing: { width: 1920, height: 560, palette: PALETTES.teal, title: 'AHAVA | -25%', badge: 'COSMETICS', motif: 'leaves' } },
  { path: 'wysiwyg/promo/tree-hut.jpg', drawing: { width: 1920, height: 560, palette: PALETTES.pink, title: 'Tree Hut | -25%', badge: 'COSMETICS', motif: 'leaves' } }
];

const SIZES = new Map(CONTENT_IMAGES.map(({ path, drawing }) => [path, { width: drawing.width, height: drawing.height }]));

/** The drawn size of a content image, when it is one of ours. */
export function contentImageSize(path: string): { width: number; height: number } | undefined {
  return SIZES.get(path);
}
