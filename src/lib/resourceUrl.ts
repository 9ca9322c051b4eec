/**
 * Image URLs through the resizing endpoint: /media/<type path><file>?auto=webp&format=..
 * &width=..&height=..&quality=..&fit=cover. Width steps and the 0.8 width-to-height ratio follow Venia.
 */
import { IMAGE_DEFAULT_ASPECT_RATIO, IMAGE_WIDTH_STEPS } from './constants';

export type ImageType = 'image-product' | 'image-category' | 'image-swatch' | 'image-wysiwyg';

export const MEDIA_PATHS: Readonly<Record<ImageType, string>> = {
  'image-product': 'catalog/product/',
  'image-category': 'catalog/category/',
  'image-swatch': 'attribute/swatch/',
  'image-wysiwyg': ''
};

export interface ResourceUrlOptions {
  type?: ImageType;
  width?: number;
  height?: number;
  quality?: number;
  fit?: 'cover' | 'bounds' | 'crop';
  /** Media base path or URL; default '/media/'. */
  mediaBase?: string;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Resolves a media file path to its URL under the media base, keeping absolute URLs as they are. */
export function mediaUrl(path: string, type: ImageType = 'image-product', mediaBase = '/media/'): string {
  if (ABSOLUTE_URL.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  // A path already under the media base (e.g. from product.thumbnail.url made relative) is not prefixed again.
  const basePathname = ABSOLUTE_URL.test(mediaBase) ? new URL(mediaBase).pathname : mediaBase;
  if (path.startsWith(basePathname) || path.startsWith('/media/')) return path;
  const typePath = MEDIA_PATHS[type];
  if (typePath && path.replace(/^\/+/, '').startsWith(typePath)) return joinPath(mediaBase, path);
  return joinPath(joinPath(mediaBase, typePath), path);
}

export function resourceUrl(path: string, options: ResourceUrlOptions = {}): string {
  if (path.startsWith('data:') || path.startsWith('blob:')) return path;
  return withResizeParams(mediaUrl(path, options.type ?? 'image-product', options.mediaBase), options);
}

/** The resizing parameters on a media URL (they replace any of the same name it has). */
function withResizeParams(url: string, { width, height, quality, fit }: ResourceUrlOptions): string {
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const format = /\.png$/i.test(pathname) ? 'png' : 'pjpg';
  if (queryAt < 0) {
    // The usual case, many times per page: the query written out directly (numbers and fixed words need
    // no escaping), in the order URLSearchParams would give.
    let query = `auto=webp&format=${format}`;
    if (width !== undefined) query += `&width=${Math.round(width)}`;
    if (height !== undefined) query += `&height=${Math.round(height)}`;
    if (quality !== undefined) query += `&quality=${encodeURIComponent(String(quality))}`;
    if (fit !== undefined) query += `&fit=${fit}`;
    return `${pathname}?${query}`;
  }
  const params = new URLSearchParams(withoutHash.slice(queryAt + 1));
  params.set('auto', 'webp');
  params.set('format', format);
  if (width !== undefined) params.set('width', String(Math.round(width)));
  if (height !== undefined) params.set('height', String(Math.round(height)));
  if (quality !== undefined) params.set('quality', String(quality));
  if (fit !== undefined) params.set('fit', fit);
  return `${pathname}?${params.toString()}`;
}

/** The width step nearest to devicePixelRatio × the requested CSS width (ties go to the larger step). */
export function nearestWidthStep(requestedWidth: number, devicePixelRatio = 1): number {
  const target = requestedWidth * devicePixelRatio;
  let best: number = IMAGE_WIDTH_STEPS[0];
  for (const step of IMAGE_WIDTH_STEPS) {
    if (Math.abs(step - target) <= Math.abs(best - target)) best = step;
  }
  return best;
}

export function currentDevicePixelRatio(): number {
  return typeof window !== 'undefined' && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
}

export interface ImageUrlOptions {
  type?: ImageType;
  /** Width to display, in CSS pixels. */
  width: number;
  /** Width divided by height; default 0.8. */
  ratio?: number;
  quality?: number;
  devicePixelRatio?: number;
  mediaBase?: string;
}

/** A single resized image URL for a displayed width: step chosen for the screen density, height from ratio. */
export function imageUrlForWidth(path: string, options: ImageUrlOptions): string {
  const { width, ratio = IMAGE_DEFAULT_ASPECT_RATIO, devicePixelRatio = currentDevicePixelRatio(), ...rest } = options;
  const stepWidth = nearestWidthStep(width, devicePixelRatio);
  return resourceUrl(path, { ...rest, width: stepWidth, height: stepWidth / ratio, fit: 'cover' });
}

export interface SrcsetOptions {
  type?: ImageType;
  ratio?: number;
  quality?: number;
  mediaBase?: string;
  widths?: readonly number[];
}

/** "url 40w, url 80w, ..." over the width steps. */
export function generateSrcset(path: string, options: SrcsetOptions = {}): string {
  const { ratio = IMAGE_DEFAULT_ASPECT_RATIO, widths = IMAGE_WIDTH_STEPS, type = 'image-product', mediaBase, quality } = options;
  if (path.startsWith('data:') || path.startsWith('blob:')) return widths.map((width) => `${path} ${width}w`).join(', ');
  const url = mediaUrl(path, type, mediaBase);
  return widths.map((width) => `${withResizeParams(url, { width, height: width / ratio, quality, fit: 'cover' })} ${width}w`).join(', ');
}
