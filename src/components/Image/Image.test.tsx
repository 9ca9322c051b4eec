import { act, fireEvent, render, screen } from '@testing-library/react';

import * as idle from '../../lib/idle';
import { resetBootStages, startBootStages } from '../BootStage/bootStages';

import Image from './Image';

describe('Image', () => {
  it('requests resized WebP images over the width steps 40…2560 with width and height set', () => {
    render(<Image resource="/media/catalog/product/a/b.jpg" alt="Whey" width={320} ratio={1} />);
    const image = screen.getByRole('img', { name: 'Whey' });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(image.getAttribute('src')).toBe('/media/catalog/product/a/b.jpg?auto=webp&format=pjpg&width=320&height=320&fit=cover');
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(widths).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
    expect(image.getAttribute('srcset')).toContain('auto=webp');
    expect(image).toHaveAttribute('sizes', '320px');
  });

  it('loads lazily below the fold and eagerly with high priority for the LCP image', () => {
    const { rerender } = render(<Image resource="x.jpg" alt="x" width={100} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<Image resource="x.jpg" alt="x" width={100} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder until loaded or failed', () => {
    render(<Image resource="x.jpg" alt="x" width={100} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
  });

  it('marks a failed image', () => {
    render(<Image resource="x.jpg" alt="x" width={100} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'error');
  });

  it('adds a mobile source at max-width 768px and keeps natural proportions on request', () => {
    const { container } = render(
      <Image resource="/media/wysiwyg/a.jpg" mobileResource="/media/wysiwyg/m.jpg" alt="Banner" width={1280} ratio="natural" quality={85} type="image-wysiwyg" />
    );
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source?.getAttribute('srcset')).toContain('/media/wysiwyg/m.jpg?auto=webp&format=pjpg&width=640&quality=85 640w');
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image.getAttribute('src')).toBe('/media/wysiwyg/a.jpg?auto=webp&format=pjpg&width=1280&quality=85');
    expect(image).not.toHaveAttribute('height');
  });

  it('stops the srcset at the width of the file when it is known, its own width last', () => {
    render(<Image resource="/media/wysiwyg/a.jpg" alt="Tile" width={600} height={600} ratio="natural" sourceWidth={600} type="image-wysiwyg" />);
    const image = screen.getByRole('img', { name: 'Tile' });
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(widths).toEqual([40, 80, 160, 320, 600]);
    expect(image.getAttribute('src')).toBe('/media/wysiwyg/a.jpg?auto=webp&format=pjpg&width=600');
    expect(image).toHaveAttribute('height', '600');
  });

  it('sizes the mobile source from its own ratio or known size, so the box is right at 768px and below', () => {
    const { container, rerender } = render(<Image resource="a.jpg" mobileResource="a.jpg" alt="Hero" width={1440} ratio={3} mobileRatio={4 / 3} />);
    expect(container.querySelector('picture source')).toHaveAttribute('width', '1440');
    expect(container.querySelector('picture source')).toHaveAttribute('height', '1080');
    rerender(
      <Image resource="/media/d.jpg" mobileResource="/media/m.jpg" alt="Hero" width={1920} height={640} ratio="natural" mobileWidth={768} mobileHeight={960} mobileSourceWidth={768} />
    );
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('width', '768');
    expect(source).toHaveAttribute('height', '960');
    expect(source?.getAttribute('srcset')).toMatch(/width=768 768w$/);
  });
});

describe('Image on the first load', () => {
  afterEach(() => {
    resetBootStages();
    jest.restoreAllMocks();
  });

  it('starts an image other than the main one once start-up is over (the main image on screen first)', async () => {
    const paints: Array<() => void> = [];
    jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => paints.push(resolve)));
    const paintAll = async () => {
      for (let i = 0; i < 5; i += 1) await act(async () => paints.splice(0).forEach((paint) => paint()));
    };
    startBootStages();
    let decoded: () => void = () => undefined;
    // What the main image's decode() does in a browser (jsdom has none, nor largest-contentful-paint
    // entries: the main image holds start-up until decoded).
    const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    const { container } = render(
      <>
        <Image resource="main.jpg" alt="Main" width={640} priority />
        <Image resource="thumb.jpg" alt="Thumbnail" width={160} />
      </>
    );
    expect(screen.getByRole('img', { name: 'Main' })).toHaveAttribute('src', expect.stringContaining('main.jpg'));
    // Until then the other one is its sized box: no source, no alt text drawn in it — also once the
    // first render has been painted, while the main image is not yet decoded.
    await paintAll();
    const thumbnail = container.querySelectorAll('img')[1];
    expect(thumbnail).not.toHaveAttribute('src');
    expect(thumbnail).not.toHaveAttribute('srcset');
    expect(thumbnail).toHaveAttribute('width', '160');
    expect(thumbnail).toHaveAttribute('height', '200');
    expect(decode).toHaveBeenCalledTimes(1);
    await act(async () => decoded());
    await paintAll();
    expect(screen.getByRole('img', { name: 'Thumbnail' })).toHaveAttribute('src', expect.stringContaining('thumb.jpg'));
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });
});
