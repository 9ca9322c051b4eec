import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { ProductTileFieldsFragment } from '../../ProductTile';
import { smallImage, tileProduct } from '../../ProductTile/testing';
import Gallery, { FIRST_ROW_TILES } from './Gallery';
import { BATCH_TILES, FIRST_BATCH_TILES, resetGalleryBatching, SINGLE_COLUMN_BATCH_TILES } from './useGallery';

function item(index: number): ProductTileFieldsFragment {
  return tileProduct({
    uid: `P${index}`,
    sku: `SKU-${index}`,
    name: `Product ${index}`,
    url_key: `product-${index}`,
    small_image: smallImage(`/media/catalog/product/p${index}.jpg`)
  });
}

describe('Gallery', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders the first gallery of a page load in batches, one task each, and later ones at once', () => {
    jest.useFakeTimers();
    resetGalleryBatching();
    const items = Array.from({ length: 18 }, (_, index) => item(index));
    const first = renderWithProviders(<Gallery items={items} />, { route: '/en/x' });
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_BATCH_TILES);
    act(() => {
      jest.advanceTimersToNextTimer();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_BATCH_TILES + BATCH_TILES);
    for (let batch = 0; batch < 2; batch += 1) {
      act(() => {
        jest.advanceTimersToNextTimer();
      });
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(18);
    expect(jest.getTimerCount()).toBe(0);
    first.unmount();

    renderWithProviders(<Gallery items={items} />, { route: '/en/x' });
    expect(screen.getAllByRole('listitem')).toHaveLength(18);
  });

  it('uses smaller batches in the single column of a phone', () => {
    jest.useFakeTimers();
    resetGalleryBatching();
    const original = window.matchMedia;
    window.matchMedia = ((media: string) => ({ media, matches: media === '(max-width: 768px)' })) as unknown as typeof window.matchMedia;
    try {
      renderWithProviders(<Gallery items={Array.from({ length: 6 }, (_, index) => item(index))} />, { route: '/en/x' });
      expect(screen.getAllByRole('listitem')).toHaveLength(SINGLE_COLUMN_BATCH_TILES);
      act(() => {
        jest.advanceTimersToNextTimer();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(2 * SINGLE_COLUMN_BATCH_TILES);
    } finally {
      window.matchMedia = original;
    }
  });

  it('renders a tile per product, skipping missing ones, with the first row loading eagerly', () => {
    const items = [item(1), null, item(2), item(3), item(4), item(5), item(6)];
    renderWithProviders(<Gallery items={items} />, { route: '/en/x' });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    const images = document.querySelectorAll('img');
    expect(FIRST_ROW_TILES).toBe(4);
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    // Only the first is the page's main image (the one the server's page plan preloads).
    expect([...images].map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });
});
