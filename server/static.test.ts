import { cacheControlFor, IMMUTABLE_CACHE, isApiPath, REVALIDATE_CACHE } from './static';

describe('cacheControlFor', () => {
  it.each([
    ['dist/static/js/main.3f2a1b9c.js', IMMUTABLE_CACHE],
    ['dist/static/js/412.a1b2c3d4.chunk.js.br', IMMUTABLE_CACHE],
    ['dist/static/css/main.0badc0de.css.gz', IMMUTABLE_CACHE],
    ['dist/static/media/logo.deadbeef.svg', IMMUTABLE_CACHE],
    ['dist/static/i18n/ro_RO/964.1045eb83.json.br', IMMUTABLE_CACHE],
    ['dist/workbox-5f8e2a11.js', IMMUTABLE_CACHE],
    ['dist/index.html', REVALIDATE_CACHE],
    ['dist/index.html.br', REVALIDATE_CACHE],
    ['dist/sw.js', REVALIDATE_CACHE],
    ['dist/manifest.json', REVALIDATE_CACHE],
    ['dist/robots.txt', REVALIDATE_CACHE],
    ['dist/icons/icon-192.png', 'public, max-age=604800']
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('isApiPath', () => {
  it('knows the back-end prefixes and nothing else', () => {
    for (const url of ['/graphql', '/graphql?query=x', '/rest/V1/carts/mine', '/media/catalog/x.png', '/datalayer/index/cookie/', '/healthz']) {
      expect(isApiPath(url)).toBe(true);
    }
    for (const url of ['/', '/en/cart', '/graphqlish', '/restaurants.html', '/mediafiles']) {
      expect(isApiPath(url)).toBe(false);
    }
  });
});
