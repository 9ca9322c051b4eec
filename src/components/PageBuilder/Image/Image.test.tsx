import { fireEvent, screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import Carousel from '../../Carousel';
import { parsePageBuilder } from '../parse/parsePageBuilder';
import type { ImageProps } from '../types';
import Image from './Image';
import { imageSizes } from './imageLayout';

interface ImageMarkup {
  /** Extra attributes of the desktop <img> (e.g. its size). */
  desktop?: string;
  /** The mobile image's file (default: the desktop one, as Page Builder saves an unset mobile image). */
  mobileSrc?: string;
  mobile?: string;
  link?: string;
  caption?: string;
}

/** An Image content type as Page Builder saves it (desktop_image and mobile_image <img> elements). */
function imageHtml({ desktop = '', mobileSrc = '/media/wysiwyg/pages/livrare.jpg', mobile = '', link, caption }: ImageMarkup): string {
  const style = 'border-style: none; border-width: 1px; border-radius: 0px; max-width: 100%; height: auto;';
  const images =
    `<img class="pagebuilder-mobile-hidden" src="/media/wysiwyg/pages/livrare.jpg" alt="GNC delivery" title="" data-element="desktop_image" style="${style}"${desktop}>` +
    `<img class="pagebuilder-mobile-only" src="${mobileSrc}" alt="GNC delivery" title="" data-element="mobile_image" style="${style}"${mobile}>`;
  const inner = link ? `<a href="${link}" target="" data-link-type="page" title="" data-element="link">${images}</a>` : images;
  return (
    `<figure data-content-type="image" data-appearance="full-width" data-element="main">${inner}` +
    `${caption ? `<figcaption data-element="caption">${caption}</figcaption>` : ''}</figure>`
  );
}

function imageProps(markup: ImageMarkup): ImageProps {
  const [node] = parsePageBuilder(imageHtml(markup)).nodes;
  if (node?.contentType !== 'image') throw new Error('no image content type');
  return node.props;
}

function renderImage(markup: ImageMarkup) {
  return renderWithProviders(<Image {...imageProps(markup)} />, { route: '/en' });
}

const srcsetWidths = (element: Element) =>
  (element.getAttribute('srcset') ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));

describe('Page Builder image', () => {
  it('reserves the exact box from the width and height Page Builder saves, uncropped and no wider than the file', () => {
    const { container } = renderImage({ desktop: ' width="1200" height="500"', caption: 'Fast delivery' });
    const image = screen.getByRole('img', { name: 'GNC delivery' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '500');
    // Natural proportions through the resizing endpoint: width only, never cropped, quality 85.
    expect(image.getAttribute('src')).toBe('/media/wysiwyg/pages/livrare.jpg?auto=webp&format=pjpg&width=1200&quality=85');
    expect(image.getAttribute('srcset')).not.toContain('height=');
    // The srcset stops at the file's own width (the endpoint never enlarges).
    expect(srcsetWidths(image)).toEqual([40, 80, 160, 320, 640, 960, 1200]);
    expect(image).toHaveAttribute('sizes', 'auto, (max-width: 1200px) 100vw, 1200px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('figure')).not.toHaveClass('unsizedDesktop');
    expect(screen.getByText('Fast delivery').tagName).toBe('FIGCAPTION');
  });

  it('gives the mobile image its own box at the Page Builder mobile breakpoint (max-width 768px)', () => {
    const { container } = renderImage({
      desktop: ' width="1920" height="640"',
      mobileSrc: '/media/wysiwyg/home/slide-mobile.jpg',
      mobile: ' width="768" height="768"'
    });
    const image = screen.getByRole('img', { name: 'GNC delivery' });
    expect(image).toHaveAttribute('width', '1920');
    expect(image).toHaveAttribute('height', '640');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source).toHaveAttribute('width', '768');
    expect(source).toHaveAttribute('height', '768');
    expect(source?.getAttribute('srcset')).toContain('/media/wysiwyg/home/slide-mobile.jpg?auto=webp&format=pjpg&width=768&quality=85 768w');
    expect(srcsetWidths(source!)).toEqual([40, 80, 160, 320, 640, 768]);
    expect(srcsetWidths(image)).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 1920]);
    expect(source).toHaveAttribute('sizes', 'auto, (max-width: 768px) 100vw, (max-width: 1920px) 100vw, 1920px');
    expect(container.querySelector('figure')).not.toHaveClass('unsizedDesktop');
    expect(container.querySelector('figure')).not.toHaveClass('unsizedMobile');
  });

  it('holds a provisional box for content saved without a size, then shows the image at its natural size', () => {
    const { container } = renderImage({ link: '/en/livrare-si-plata' });
    const image = screen.getByRole('img', { name: 'GNC delivery' });
    expect(image).not.toHaveAttribute('height');
    // The box comes from the stylesheet until the image has loaded; never a cropped rendition.
    const figure = container.querySelector('figure');
    expect(figure).toHaveClass('unsizedDesktop');
    expect(figure).toHaveClass('unsizedMobile');
    expect(image.getAttribute('src')).toBe('/media/wysiwyg/pages/livrare.jpg?auto=webp&format=pjpg&width=1280&quality=85');
    expect(srcsetWidths(image)).toEqual([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
    expect(image).toHaveAttribute('sizes', 'auto, (max-width: 1280px) 100vw, 1280px');
    expect(image).toHaveAttribute('data-state', 'loading');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('link', { name: 'GNC delivery' })).toHaveAttribute('href', '/en/livrare-si-plata');
  });

  it('reserves the box where the size is known and a provisional one where it is not', () => {
    const { container } = renderImage({ desktop: ' width="1200" height="500"', mobileSrc: '/media/wysiwyg/m.jpg' });
    const figure = container.querySelector('figure');
    expect(figure).not.toHaveClass('unsizedDesktop');
    expect(figure).toHaveClass('unsizedMobile');
    const source = container.querySelector('picture source');
    expect(source).not.toHaveAttribute('height');
    expect(source).toHaveAttribute('sizes', 'auto, (max-width: 768px) 100vw, (max-width: 1200px) 100vw, 1200px');
  });

  it('ignores a size that is not two whole positive numbers', () => {
    expect(imageProps({ desktop: ' width="1200"' }).desktopImage).not.toHaveProperty('width');
    expect(imageProps({ desktop: ' width="auto" height="500"' }).desktopImage).not.toHaveProperty('height');
    expect(imageProps({ desktop: ' width="0" height="500"' }).desktopImage).not.toHaveProperty('width');
    expect(imageProps({ desktop: ' width="600px" height="400"' }).desktopImage).toMatchObject({ width: 600, height: 400 });
  });

  it('loads eagerly in a carousel slide that is being preloaded, without sizes="auto"', () => {
    const props = imageProps({ desktop: ' width="600" height="600"' });
    renderWithProviders(
      <Carousel label="Images" infinite={false} showDots={false}>
        <Image {...props} altText="First" />
        <Image {...props} altText="Second" />
      </Carousel>,
      { route: '/en' }
    );
    const first = screen.getByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first.getAttribute('sizes')).toMatch(/^auto, /);
    const second = screen.getByRole('img', { name: 'Second', hidden: true });
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 600px');
  });

  it('describes the displayed width as at most the viewport and the file, per breakpoint', () => {
    expect(imageSizes({ width: 600, height: 600 }, undefined, false, false)).toBe('(max-width: 600px) 100vw, 600px');
    expect(imageSizes({ width: 1920, height: 640 }, { width: 480, height: 600 }, true, false)).toBe(
      '(max-width: 480px) 100vw, (max-width: 768px) 480px, (max-width: 1920px) 100vw, 1920px'
    );
    expect(imageSizes(undefined, undefined, true, true)).toBe('auto, (max-width: 768px) 100vw, (max-width: 1280px) 100vw, 1280px');
  });
});
