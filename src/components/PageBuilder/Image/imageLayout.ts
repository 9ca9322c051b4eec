/**
 * How a Page Builder image reserves its box before it loads. Page Builder shows an image at its own
 * size, never wider than its column (max-width: 100%, height: auto), uncropped. So the box is only
 * known from the file's size: the width/height attributes Page Builder writes on desktop_image and
 * mobile_image (magento2-page-builder#847). With them the <img> (and, at ≤ 768px, the mobile <source>)
 * carries that size and the browser reserves the exact box; the srcset stops at the file's width.
 * Older content has no size: the image then holds a provisional column-wide 16:9 box while loading
 * (the default media size, 1280 × 720) and takes its natural size once loaded; it is never
 * cropped or letterboxed, since the merchant's picture matters more than an exact guess.
 */
import { BREAKPOINTS, WIDTHS } from '../../../lib/constants';
import type { PageBuilderImage } from '../types';

/** Width asked for when the file's size is unknown: a contained row's width. */
export const UNSIZED_IMAGE_WIDTH = WIDTHS.containedRowMax;

export interface ImageSize {
  width: number;
  height: number;
}

export interface PageBuilderImageLayout {
  /** width attribute of the <img> and default src width. */
  width: number;
  /** height attribute of the <img>, when the desktop image's size is known. */
  height?: number;
  /** The desktop file's width (srcset stops there), when known. */
  sourceWidth?: number;
  mobileWidth?: number;
  mobileHeight?: number;
  mobileSourceWidth?: number;
  sizes: string;
  /** The image shown above 768px has no known size (it gets the provisional box). */
  isDesktopUnsized: boolean;
  /** The image shown at ≤ 768px (the mobile one, else the desktop one) has no known size. */
  isMobileUnsized: boolean;
}

export function knownSize(image: PageBuilderImage | undefined): ImageSize | undefined {
  return image?.width && image.height ? { width: image.width, height: image.height } : undefined;
}

/** min(100vw, width px) as a sizes list (no CSS min(), which older sizes parsers reject). */
function upTo(width: number, media?: number): string[] {
  if (media !== undefined && width >= media) return [`(max-width: ${media}px) 100vw`];
  const cap = `${width}px`;
  return media === undefined ? [`(max-width: ${width}px) 100vw`, cap] : [`(max-width: ${width}px) 100vw`, `(max-width: ${media}px) ${cap}`];
}

/**
 * The sizes attribute: the displayed width is at most the viewport and at most the file's width (the
 * contained row's width when unknown). Lazy images start with "auto": browsers that support it use the
 * laid-out width, which the reserved box gives them, and the others read on.
 */
export function imageSizes(desktop: ImageSize | undefined, mobile: ImageSize | undefined, hasMobileImage: boolean, isLazy: boolean): string {
  const mobileBreakpoint = BREAKPOINTS.pageBuilderMobile;
  const entries: string[] = [];
  if (hasMobileImage) entries.push(...upTo(mobile?.width ?? UNSIZED_IMAGE_WIDTH, mobileBreakpoint));
  entries.push(...upTo(desktop?.width ?? UNSIZED_IMAGE_WIDTH));
  return [...(isLazy ? ['auto'] : []), ...entries].join(', ');
}

export function pageBuilderImageLayout(desktopImage: PageBuilderImage, mobileImage: PageBuilderImage | undefined, isLazy: boolean): PageBuilderImageLayout {
  const desktop = knownSize(desktopImage);
  const mobile = mobileImage ? knownSize(mobileImage) : undefined;
  return {
    width: desktop?.width ?? UNSIZED_IMAGE_WIDTH,
    height: desktop?.height,
    sourceWidth: desktop?.width,
    ...(mobileImage && mobile ? { mobileWidth: mobile.width, mobileHeight: mobile.height, mobileSourceWidth: mobile.width } : {}),
    sizes: imageSizes(desktop, mobile, Boolean(mobileImage), isLazy),
    isDesktopUnsized: !desktop,
    isMobileUnsized: mobileImage ? !mobile : !desktop
  };
}
