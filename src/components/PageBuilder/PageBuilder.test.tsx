import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { tileProduct } from '../ProductTile/testing';
import { aboutUsHtml, deliveryHtml, homeHtml, rewardsHtml } from './__fixtures__/seededPages';
import { parseVideoUrl } from './VideoBackground/videoUrl';
import { isEndedMessage } from './Video/Video';
import { chooseDynamicBlock } from './DynamicBlock/DynamicBlock';
import { bannerPlaceholder } from './Banner/bannerPlaceholder';
import { clampParallaxSpeed, parallaxLayer } from './Row/parallax';
import { mapSettings } from './Map/mapSettings';
import { urlKeyOf } from './Products/productLinks';
import { GetPageBuilderProductsDocument, GetProductUrlSuffixDocument } from './Products/products.generated';
import PageBuilder from './PageBuilder';
import { parsePageBuilder } from './parse/parsePageBuilder';
import type { PageBuilderNode } from './types';

/** The store's product URL suffix, asked once by the first products widget (then read from the cache). */
const suffixMock = {
  request: { query: GetProductUrlSuffixDocument },
  result: { data: { storeConfig: { __typename: 'StoreConfig' as const, store_code: 'default', product_url_suffix: '.html' } } },
  maxUsageCount: Number.POSITIVE_INFINITY
};

/** Each products widget's products, asked by the URL keys of its product links. */
function productsMocks(html: string) {
  const walk = (nodes: readonly PageBuilderNode[]): PageBuilderNode[] => nodes.flatMap((node) => [node, ...walk(node.children)]);
  const widgets = walk(parsePageBuilder(html).nodes).flatMap((node) => {
    if (node.contentType !== 'products') return [];
    const urlKeys = node.props.productUrls.map((url) => urlKeyOf(url, '.html'));
    return [
      {
        request: { query: GetPageBuilderProductsDocument, variables: { urlKeys, pageSize: urlKeys.length } },
        result: {
          data: {
            products: {
              __typename: 'Products' as const,
              // In the search's own order: the widget puts them back in its links' order.
              items: [...urlKeys].reverse().map((key) =>
                tileProduct({ sku: key.toUpperCase(), name: `Product ${key}`, url_key: key, rating_summary: 80, review_count: 2, price: 100 })
              )
            }
          }
        }
      }
    ];
  });
  return widgets.length ? [suffixMock, ...widgets] : [];
}

async function renderContent(html: string, route = '/') {
  const result = renderWithProviders(<PageBuilder html={html} />, { route, mocks: productsMocks(html) });
  // The sanitiser loads on demand; content appears once it is there.
  await waitFor(() => expect(result.container.querySelector('.pagebuilder-root')).not.toBeNull());
  return result;
}

describe('PageBuilder below other content (renderNearViewportFrom)', () => {
  const row = (text: string) =>
    `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner"><div data-content-type="text" data-appearance="default" data-element="main"><p>${text}</p></div></div></div>`;

  it('reads the content in a task after its first render, and again when it changes', async () => {
    // The sanitiser is loaded once (on demand): content that does not wait shows in its first render.
    const first = await renderContent(row('At once'));
    expect(screen.getByText('At once')).toBeInTheDocument();
    first.unmount();
    const result = renderWithProviders(<PageBuilder html={row('First block')} renderNearViewportFrom={0} />, { route: '/' });
    // Not read in the render that mounted it.
    expect(screen.queryByText('First block')).not.toBeInTheDocument();
    expect(await screen.findByText('First block')).toBeInTheDocument();

    result.rerender(<PageBuilder html={row('Second block')} renderNearViewportFrom={0} />);
    expect(await screen.findByText('Second block')).toBeInTheDocument();
    expect(screen.queryByText('First block')).not.toBeInTheDocument();
  });
});

describe('PageBuilder on the seeded home page', () => {
  it('renders rows of every appearance, columns, headings and sanitised text', async () => {
    const { container } = await renderContent(homeHtml);
    expect(container.querySelectorAll('[data-appearance="contained"]').length).toBeGreaterThan(2);
    expect(container.querySelector('[data-appearance="full-width"]')).not.toBeNull();
    expect(container.querySelector('[data-appearance="full-bleed"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Cumpără pe categorii' })).toBeInTheDocument();
    expect(screen.getByText('Reduceri reale la suplimentele preferate, actualizate în fiecare luni.')).toBeInTheDocument();
    const columns = container.querySelectorAll('[data-appearance="align-center"], [data-appearance="align-bottom"], [data-appearance="full-height"], [data-appearance="align-top"]');
    expect(columns.length).toBeGreaterThan(4);
    expect((columns[0] as HTMLElement).style.width).toBe('25%');
    // The saved <style> blocks are consumed, not copied into the page.
    expect(container.querySelector('style')).toBeNull();
  });

  it('renders the slider with its slides, arrows and dots; slide links navigate in the app', async () => {
    const { location } = await renderContent(homeHtml);
    const slider = screen.getByRole('region', { name: 'Slideshow' });
    expect(within(slider).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(slider).getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(within(slider).getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    const link = within(slider).getByRole('link', { name: /Proteine premium/ });
    expect(link).toHaveAttribute('href', '/proteine.html');
    fireEvent.click(link);
    expect(location().pathname).toBe('/proteine.html');
  });

  it('renders banners with overlay, button modes and the video background fallback', async () => {
    const { container } = await renderContent(homeHtml);
    const hover = container.querySelector('[data-content-type], [data-show-button="hover"]');
    expect(hover).not.toBeNull();
    const treeHut = screen.getByText('Cumpără Tree Hut');
    expect(treeHut.className).toMatch(/buttonOnHover/);
    expect(screen.getByText('Cumpără AHAVA').className).not.toMatch(/buttonOnHover/);
    expect(container.querySelectorAll('[data-appearance="collage-centered"]').length).toBe(1);
    expect(screen.getByRole('link', { name: /Antrenează-te mai inteligent/ })).toHaveAttribute('href', '/blog');
  });

  it('renders accessible tabs that follow the arrow keys', async () => {
    await renderContent(homeHtml);
    const tablist = screen.getByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Proteine', 'Vitamine', 'Pre-workout', 'Creatină']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Vitamine' })).toBeVisible();
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
  });

  it("loads the widgets' products by the URL keys of their product links (carousel and grid), in the links' order", async () => {
    await renderContent(homeHtml);
    const carousel = await screen.findByRole('region', { name: 'Products' });
    const [offers] = parsePageBuilder(homeHtml).nodes.flatMap(function find(node): PageBuilderNode[] {
      return node.contentType === 'products' ? [node] : node.children.flatMap(find);
    });
    const firstKey = offers.contentType === 'products' ? urlKeyOf(offers.props.productUrls[0], '.html') : '';
    const hrefs = (await within(carousel).findAllByRole('link', { name: /^Product / })).map((link) => link.getAttribute('href'));
    expect(hrefs[0]).toBe(`/${firstKey}.html`);
  });

  it('renders buttons linking to a category, a product and an external page in a new tab', async () => {
    await renderContent(homeHtml);
    expect(screen.getByRole('link', { name: 'Vezi toate ofertele' })).toHaveAttribute('href', '/oferte.html');
    const community = screen.getByRole('link', { name: 'Alătură-te comunității' });
    expect(community).toHaveAttribute('target', '_blank');
    expect(community).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Produsul lunii' }).getAttribute('href')).toMatch(/\.html$/);
  });

  it('renders the CMS block content in place, one dynamic block and the HTML code decoded', async () => {
    const { container } = await renderContent(homeHtml);
    expect(screen.getByRole('heading', { name: 'Livrare rapidă' })).toBeInTheDocument();
    const dynamic = container.querySelectorAll('ul > li strong');
    const rotating = Array.from(dynamic).filter((node) => /Livrare gratuită|Puncte duble/.test(node.textContent ?? ''));
    expect(rotating).toHaveLength(1);
    expect(screen.getByText('Ghiduri scrise de nutriționiști')).toBeInTheDocument();
    expect(container.querySelector('hr')).not.toBeNull();
  });
});

describe('PageBuilder on other seeded pages', () => {
  it('renders the image with caption, the video poster (player on click) and the map as a list', async () => {
    const { container } = await renderContent(aboutUsHtml, '/en/despre-noi');
    expect(screen.getByRole('img', { name: 'GNC store' })).toBeInTheDocument();
    expect(screen.getByText('Free advice in every GNC store.').tagName).toBe('FIGCAPTION');
    fireEvent.click(await screen.findByRole('button', { name: 'Play video' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/IODxDxX7oi4\?.*autoplay=1/);
    const locations = await screen.findAllByRole('link', { name: /Open in OpenStreetMap/ });
    expect(locations.length).toBeGreaterThan(5);
    expect(locations[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=44\.4306&mlon=26\.053/));
    expect(screen.getByText('GNC AFI Cotroceni')).toBeInTheDocument();
  });

  it('renders the HTML Code table and the stacked buttons with link types', async () => {
    await renderContent(deliveryHtml, '/en/livrare-si-plata');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('opens a page link in a new tab when set', async () => {
    await renderContent(rewardsHtml, '/en/my-gnc-rewards');
    expect(screen.getByRole('link', { name: 'Programme rules' })).toHaveAttribute('target', '_blank');
  });

  it('strips scripts and event handlers from text and HTML code', async () => {
    const html =
      '<div data-content-type="text" data-appearance="default" data-element="main"><p>Hello<img src="x" onerror="alert(1)"><script>alert(2)</script></p></div>' +
      '<div data-content-type="html" data-appearance="default" data-element="main">&lt;b&gt;Bold&lt;/b&gt;&lt;script&gt;alert(3)&lt;/script&gt;</div>';
    const { container } = await renderContent(html);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Bold').tagName).toBe('B');
  });

  it('navigates in the app from an internal link inside text', async () => {
    const html = '<div data-content-type="text" data-appearance="default" data-element="main"><p><a href="/en/livrare-si-plata">Details</a></p></div>';
    const { location } = await renderContent(html, '/en');
    fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(location().pathname).toBe('/en/livrare-si-plata');
  });

  it('hides blocks marked hidden and applies media-query rules in a scoped sheet', async () => {
    const html =
      '<style>#html-body [data-pb-style=H1]{display:none}@media only screen and (max-width: 768px){#html-body [data-pb-style=H2]{margin:0px}}</style>' +
      '<h2 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="H1">Hidden heading</h2>' +
      '<h3 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="H2">Shown heading</h3>';
    const { container } = await renderContent(html);
    expect(screen.getByText('Hidden heading')).not.toBeVisible();
    expect(container.querySelector('style')?.textContent).toContain('.pagebuilder-root [data-pb-style=H2]{margin:0px !important}');
    expect(screen.getByText('Shown heading')).toHaveAttribute('data-pb-style', 'H2');
  });
});

describe('Page Builder helpers', () => {
  it('recognises video providers and their ended messages', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=IODxDxX7oi4')).toEqual({ kind: 'youtube', id: 'IODxDxX7oi4' });
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('/media/clip.mp4')).toEqual({ kind: 'file', src: '/media/clip.mp4' });
    expect(isEndedMessage('{"event":"onStateChange","info":0}')).toBe(true);
    expect(isEndedMessage({ event: 'ended' })).toBe(true);
    expect(isEndedMessage('{"event":"onStateChange","info":1}')).toBe(false);
  });

  it('keeps the defaults of Page Builder map blocks', () => {
    expect(mapSettings(true)).toEqual({ zoom: 8, scrollwheel: false, disableDoubleClickZoom: false, defaultControls: true, mapTypeControl: true, apiKey: '' });
    expect(mapSettings(false)).toMatchObject({ defaultControls: false, mapTypeControl: false });
  });

  it('sizes the banner placeholder from the mobile image at ≤ 48rem, else desktop, shrunk to the container', () => {
    const desktop = { width: 1920, height: 640 };
    const mobile = { width: 768, height: 768 };
    expect(bannerPlaceholder(desktop, mobile, 375, 343)).toEqual({ width: 343, height: 343, ratio: 1 });
    expect(bannerPlaceholder(desktop, undefined, 375, 343)).toEqual({ width: 343, height: 114, ratio: 3 });
    expect(bannerPlaceholder(desktop, mobile, 1440, 1280)).toEqual({ width: 1280, height: 427, ratio: 3 });
    expect(bannerPlaceholder({ width: 600, height: 300 }, undefined, 1440, 1280)).toEqual({ width: 600, height: 300, ratio: 2 });
  });

  it('clamps the parallax speed to -1..2 and scales the layer by 1.25', () => {
    expect(clampParallaxSpeed(5)).toBe(2);
    expect(clampParallaxSpeed(-3)).toBe(-1);
    expect(clampParallaxSpeed(Number.NaN)).toBe(0.5);
    expect(parallaxLayer(800, 400, 800, 0.5)).toEqual({ height: 500, offset: -0 });
    expect(parallaxLayer(-400, 400, 800, 0.5)).toEqual({ height: 500, offset: -50 });
  });

  it('shows every dynamic block, or one in series / at random', () => {
    expect(chooseDynamicBlock('', 2, 'k')).toBe('all');
    expect(chooseDynamicBlock('series', 2, 'series-key')).toBe(0);
    expect(chooseDynamicBlock('series', 2, 'series-key')).toBe(1);
    expect(chooseDynamicBlock('random', 3, 'k', () => 0.7)).toBe(2);
  });
});
