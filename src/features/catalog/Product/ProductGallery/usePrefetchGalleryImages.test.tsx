import { fireEvent, render, screen } from '@testing-library/react';

import { imageVariant } from '../../../../components/Image';
import type { GalleryImage } from '../productModel';
import { sameSizeUrls, usePrefetchGalleryImages } from './usePrefetchGalleryImages';

const IMAGES: GalleryImage[] = [
  { url: '/media/catalog/product/s/c/scitec-1.jpg', label: 'front' },
  { url: '/media/catalog/product/s/c/scitec-2.png', label: 'back' }
];

/** The srcset candidate of `resource` at `width`, as the Image component writes it (square crop). */
function srcsetUrl(resource: string, width: number): string {
  const entry = imageVariant(resource, { width: 640, ratio: 1, type: 'image-product' })
    .srcSet.split(', ')
    .find((candidate) => candidate.endsWith(` ${width}w`));
  return entry?.split(' ')[0] ?? '';
}

describe('sameSizeUrls', () => {
  it('gives every gallery image at the size the browser picked for the main image, as the srcset writes it', () => {
    const loaded = `https://shop.example${srcsetUrl(IMAGES[0].url, 960)}`;
    expect(sameSizeUrls(IMAGES, loaded)).toEqual([srcsetUrl(IMAGES[0].url, 960), srcsetUrl(IMAGES[1].url, 960)]);
    expect(sameSizeUrls(IMAGES, loaded)[1]).toContain('format=png');
  });

  it('gives nothing for an image without a width', () => {
    expect(sameSizeUrls(IMAGES, '/media/catalog/product/a.jpg')).toEqual([]);
    expect(sameSizeUrls(IMAGES, '')).toEqual([]);
  });
});

function Gallery({ images }: { images: GalleryImage[] }) {
  const onLoad = usePrefetchGalleryImages(images);
  return <img alt="main" src={srcsetUrl(images[0].url, 640)} onLoad={onLoad} />;
}

describe('usePrefetchGalleryImages', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('asks the service worker for the other images once the main image has loaded, once each', () => {
    const postMessage = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });
    render(<Gallery images={IMAGES} />);
    expect(postMessage).not.toHaveBeenCalled();
    fireEvent.load(screen.getByAltText('main'));
    expect(postMessage).toHaveBeenCalledWith({
      type: 'PREFETCH_IMAGES',
      payload: { urls: [srcsetUrl(IMAGES[0].url, 640), srcsetUrl(IMAGES[1].url, 640)] }
    });
    fireEvent.load(screen.getByAltText('main'));
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
