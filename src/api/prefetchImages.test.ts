import { isOffline } from './offline';
import { PREFETCH_IMAGES, prefetchImages } from './prefetchImages';

describe('prefetchImages', () => {
  it('posts PREFETCH_IMAGES with the urls to the controlling worker', () => {
    const postMessage = jest.fn();
    const sent = prefetchImages(['/media/a.jpg', '/media/b.jpg'], { controller: { postMessage } as unknown as ServiceWorker });
    expect(sent).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: PREFETCH_IMAGES, payload: { urls: ['/media/a.jpg', '/media/b.jpg'] } });
    expect(PREFETCH_IMAGES).toBe('PREFETCH_IMAGES');
  });

  it('does nothing without a controlling worker or without urls', () => {
    const postMessage = jest.fn();
    expect(prefetchImages(['/media/a.jpg'], { controller: null })).toBe(false);
    expect(prefetchImages(['/media/a.jpg'], undefined)).toBe(false);
    expect(prefetchImages([], { controller: { postMessage } as unknown as ServiceWorker })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('isOffline', () => {
  it('follows navigator.onLine', () => {
    expect(isOffline({ onLine: false })).toBe(true);
    expect(isOffline({ onLine: true })).toBe(false);
    expect(isOffline(undefined)).toBe(false);
  });
});
