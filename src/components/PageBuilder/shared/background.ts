// Background images of rows, columns and banners: the desktop and mobile images become CSS custom
// properties; the .background rule in pagebuilder.module.css picks the mobile one at ≤ 768px.
import type { CSSProperties } from 'react';

import { IMAGE_QUALITY_PAGE_BUILDER, WIDTHS } from '../../../lib/constants';
import { currentDevicePixelRatio, nearestWidthStep, resourceUrl } from '../../../lib/resourceUrl';
import type { BackgroundImages } from '../types';

/** The width step a background needs on this screen (site width at most), for the screen's density. */
export function backgroundWidth(viewportWidth: number, devicePixelRatio: number): number {
  return nearestWidthStep(Math.min(viewportWidth, WIDTHS.siteMax), devicePixelRatio);
}

export function backgroundImageUrl(src: string, width: number): string {
  return resourceUrl(src, { type: 'image-wysiwyg', width, quality: IMAGE_QUALITY_PAGE_BUILDER });
}

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, '')}")`;

/** CSS variables for a background (empty when there is no image). */
export function backgroundVariables(images: BackgroundImages, viewportWidth?: number): CSSProperties {
  if (!images.desktop && !images.mobile) return {};
  const width =
    viewportWidth ?? (typeof window !== 'undefined' ? window.innerWidth || WIDTHS.siteMax : WIDTHS.siteMax);
  const desktop = images.desktop ?? images.mobile ?? '';
  const variables: Record<string, string> = {
    '--pb-background-desktop': cssUrl(backgroundImageUrl(desktop, backgroundWidth(width, currentDevicePixelRatio())))
  };
  if (images.mobile) {
    variables['--pb-background-mobile'] = cssUrl(backgroundImageUrl(images.mobile, backgroundWidth(Math.min(width, 768), currentDevicePixelRatio())));
  }
  return variables as CSSProperties;
}
