import { BREAKPOINTS } from '../../../lib/constants';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The box a banner without a minimum height reserves for its image: the mobile image's
 * size at ≤ 48rem when there is one, else the desktop image's, shrunk to the container width keeping
 * the ratio (never enlarged).
 */
export function bannerPlaceholder(
  desktop: ImageSize | undefined,
  mobile: ImageSize | undefined,
  viewportWidth: number,
  containerWidth: number
): { width: number; height: number; ratio: number } | undefined {
  const isMobile = viewportWidth <= BREAKPOINTS.rowsAndBanners;
  const image = isMobile && mobile ? mobile : desktop;
  if (!image || image.width <= 0 || image.height <= 0) return undefined;
  const ratio = image.width / image.height;
  const width = Math.min(image.width, containerWidth > 0 ? containerWidth : image.width);
  return { width, height: Math.round(width / ratio), ratio };
}
