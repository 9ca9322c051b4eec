import {
  generateSrcset,
  imageUrlForWidth,
  mediaUrl,
  nearestWidthStep,
  resourceUrl
} from './resourceUrl';

describe('resourceUrl', () => {
  it('maps image types to media paths', () => {
    expect(mediaUrl('/a/b/shake.jpg')).toBe('/media/catalog/product/a/b/shake.jpg');
    expect(mediaUrl('/c/cat.jpg', 'image-category')).toBe('/media/catalog/category/c/cat.jpg');
    expect(mediaUrl('/s/red.png', 'image-swatch')).toBe('/media/attribute/swatch/s/red.png');
    expect(mediaUrl('wysiwyg/banner.jpg', 'image-wysiwyg')).toBe('/media/wysiwyg/banner.jpg');
  });

  it('leaves media URLs and other hosts alone', () => {
    expect(mediaUrl('/media/catalog/product/x.jpg')).toBe('/media/catalog/product/x.jpg');
    expect(mediaUrl('https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
  });

  it('adds the resizing parameters in order', () => {
    expect(resourceUrl('/a/b/shake.jpg', { width: 320, height: 400, quality: 85, fit: 'cover' })).toBe(
      '/media/catalog/product/a/b/shake.jpg?auto=webp&format=pjpg&width=320&height=400&quality=85&fit=cover'
    );
  });

  it('keeps a query the URL already has, replacing the resizing parameters in place, and drops a fragment', () => {
    expect(resourceUrl('https://cdn.example.com/x.jpg?v=2&width=10&a=b c#top', { width: 320.4, height: 400, fit: 'cover' })).toBe(
      'https://cdn.example.com/x.jpg?v=2&width=320&a=b+c&auto=webp&format=pjpg&height=400&fit=cover'
    );
    expect(resourceUrl('/media/x.jpg#top', { width: 80 })).toBe('/media/x.jpg?auto=webp&format=pjpg&width=80');
    expect(generateSrcset('data:image/png;base64,AA', { widths: [40, 80] })).toBe('data:image/png;base64,AA 40w, data:image/png;base64,AA 80w');
  });

  it('asks for png for png files', () => {
    expect(resourceUrl('/logo.PNG', { type: 'image-wysiwyg', width: 40 })).toBe(
      '/media/logo.PNG?auto=webp&format=png&width=40'
    );
  });

  it('defaults to the product type', () => {
    expect(resourceUrl('x.jpg')).toBe('/media/catalog/product/x.jpg?auto=webp&format=pjpg');
  });
});

describe('width steps', () => {
  it('picks the step nearest to devicePixelRatio × width', () => {
    expect(nearestWidthStep(300, 1)).toBe(320);
    expect(nearestWidthStep(300, 2)).toBe(640);
    expect(nearestWidthStep(100, 1)).toBe(80);
    expect(nearestWidthStep(10, 1)).toBe(40);
    expect(nearestWidthStep(5000, 1)).toBe(2560);
    expect(nearestWidthStep(1440, 1)).toBe(1600); // tie between 1280 and 1600 goes up
  });

  it('builds a single URL with height from the 0.8 ratio', () => {
    expect(imageUrlForWidth('/x.jpg', { width: 300, devicePixelRatio: 2 })).toBe(
      '/media/catalog/product/x.jpg?auto=webp&format=pjpg&width=640&height=800&fit=cover'
    );
  });

  it('generates a srcset over every step', () => {
    const srcset = generateSrcset('/x.jpg', { quality: 85 });
    const entries = srcset.split(', ');
    expect(entries).toHaveLength(9);
    expect(entries[0]).toBe('/media/catalog/product/x.jpg?auto=webp&format=pjpg&width=40&height=50&quality=85&fit=cover 40w');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual([
      '40w', '80w', '160w', '320w', '640w', '960w', '1280w', '1600w', '2560w'
    ]);
  });
});
