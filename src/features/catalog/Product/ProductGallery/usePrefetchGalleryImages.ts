// Once the main product image has loaded, the gallery's other images are asked for at the same size
// (the size the browser chose from the srcset) through the service worker's PREFETCH_IMAGES message,
// so browsing the gallery works offline too.
import { useCallback, useRef, type SyntheticEvent } from 'react';

import { prefetchImages } from '../../../../api/prefetchImages';
import { resourceUrl } from '../../../../lib/resourceUrl';
import type { GalleryImage } from '../productModel';

type Fit = 'cover' | 'bounds' | 'crop';

/** The gallery's image URLs resized like `loadedUrl` (the main image's currentSrc). */
export function sameSizeUrls(images: readonly GalleryImage[], loadedUrl: string): string[] {
  let params: URLSearchParams;
  try {
    params = new URL(loadedUrl, 'http://localhost').searchParams;
  } catch {
    return [];
  }
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const width = number('width');
  if (!width) return [];
  const fit = params.get('fit');
  return images.map((image) =>
    resourceUrl(image.url, {
      type: 'image-product',
      width,
      height: number('height'),
      quality: number('quality'),
      fit: fit === 'cover' || fit === 'bounds' || fit === 'crop' ? (fit as Fit) : undefined
    })
  );
}

/** onLoad handler for the main image. */
export function usePrefetchGalleryImages(images: readonly GalleryImage[]) {
  const sent = useRef(new Set<string>());
  return useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      const image = event.currentTarget;
      const urls = sameSizeUrls(images, image.currentSrc || image.src).filter((url) => !sent.current.has(url));
      if (urls.length === 0) return;
      if (prefetchImages(urls)) urls.forEach((url) => sent.current.add(url));
    },
    [images]
  );
}
