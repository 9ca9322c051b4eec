// The URLs of a resized image: the default src and the srcset over the width steps. Pure,
// so the server can name the same files when it asks the browser to preload a page's main image.
import { IMAGE_WIDTH_STEPS } from '../../lib/constants';
import { generateSrcset, resourceUrl, type ImageType } from '../../lib/resourceUrl';

export interface Variant {
  src: string;
  srcSet: string;
}

/** The srcset widths: the steps, or those below the file's own width followed by that width. */
export function srcsetWidths(sourceWidth?: number): number[] {
  const widest = IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.length - 1];
  if (!sourceWidth || !Number.isFinite(sourceWidth) || sourceWidth >= widest) return [...IMAGE_WIDTH_STEPS];
  const width = Math.max(1, Math.round(sourceWidth));
  return [...IMAGE_WIDTH_STEPS.filter((step) => step < width), width];
}

/** src and srcset for a resource at a displayed width: cropped to the ratio, or width-only when natural. */
export function imageVariant(
  resource: string,
  {
    width: displayWidth,
    ratio,
    type,
    quality,
    sourceWidth
  }: { width: number; ratio: number | 'natural'; type: ImageType; quality?: number; sourceWidth?: number }
): Variant {
  const widths = srcsetWidths(sourceWidth);
  // The default src never asks for more than the file has.
  const width = Math.min(displayWidth, widths[widths.length - 1]);
  if (ratio === 'natural') {
    return {
      src: resourceUrl(resource, { type, width, quality }),
      srcSet: widths.map((step) => `${resourceUrl(resource, { type, width: step, quality })} ${step}w`).join(', ')
    };
  }
  return {
    src: resourceUrl(resource, { type, width, height: Math.round(width / ratio), quality, fit: 'cover' }),
    srcSet: generateSrcset(resource, { type, ratio, quality, widths })
  };
}
