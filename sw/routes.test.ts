import { isBackendPath, isImageRequest, readPrefetchUrls } from './routes';

const origin = 'https://shop.example';

describe('service worker routes', () => {
  it('knows the server paths', () => {
    expect(isBackendPath('/graphql')).toBe(true);
    expect(isBackendPath('/rest/V1/carts')).toBe(true);
    expect(isBackendPath('/media/catalog/product/a.jpg')).toBe(true);
    expect(isBackendPath('/en/despre-noi')).toBe(false);
    expect(isBackendPath('/mediate')).toBe(false);
  });

  it('caches same-origin images only', () => {
    expect(isImageRequest('image', new URL('/media/a.png', origin), origin)).toBe(true);
    expect(isImageRequest('', new URL('/media/catalog/product/a.jpg?width=320', origin), origin)).toBe(true);
    expect(isImageRequest('image', new URL('https://cdn.other/a.png'), origin)).toBe(false);
    expect(isImageRequest('script', new URL('/static/js/main.js', origin), origin)).toBe(false);
  });

  it('reads PREFETCH_IMAGES urls, same origin only', () => {
    expect(
      readPrefetchUrls({ type: 'PREFETCH_IMAGES', payload: { urls: ['/media/a.jpg', 'https://evil.example/b.jpg', 3] } }, origin)
    ).toEqual([`${origin}/media/a.jpg`]);
    expect(readPrefetchUrls({ type: 'PREFETCH_IMAGES', urls: ['/media/c.jpg'] }, origin)).toEqual([`${origin}/media/c.jpg`]);
    expect(readPrefetchUrls({ type: 'PREFETCH_IMAGES' }, origin)).toEqual([]);
  });
});
