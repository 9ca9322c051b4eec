import { screen, waitFor, within } from '@testing-library/react';

import { createTestCache, renderWithProviders } from '../../../app/testing/renderWithProviders';
import { GetPageBuilderProductsDocument } from '../../../components/PageBuilder/Products/products.generated';
import { tileProduct } from '../../../components/ProductTile/testing';
import { GetHomeHeroDocument } from './home.generated';
import HeroSlider from './HeroSlider';
import { heroContent, isBlackFridayActive, splitBannerName } from './heroRules';
import { GetHomeNewProductsDocument } from './newProducts.generated';
import { usePrefetchNewProducts } from './newProducts';
import NewProductsCarousel from './NewProductsCarousel';

const banner = (id: number, name: string, position: number) => ({
  __typename: 'MpBannerSliderBanner' as const,
  id,
  name,
  status: 1,
  image: `/media/mageplaza/bannerslider/banner/image/hero-${id}.jpg`,
  url_banner: `/offer-${id}.html`,
  newtab: 0,
  button_name: 'Shop now',
  color_banner_overlay: 'rgba(0,0,0,0.4)',
  position
});

function heroMock(promoStatus: string, promoName = '-25% Black Friday') {
  return {
    request: { query: GetHomeHeroDocument, variables: { sliderId: 3 } },
    result: {
      data: {
        mpBannerSlider: { __typename: 'MpBannerSliderOutput', items: [banner(2, 'Vitamins | Buy one, get one free', 2), banner(1, 'Premium protein | 30% off', 1)] },
        activePromo: { __typename: 'ActivePromo', name: promoName, status: promoStatus, image: '/media/promo-black-friday.jpg' }
      }
    }
  };
}

describe('hero rules', () => {
  it("splits a banner name on ' | ' into the text and its highlighted part", () => {
    expect(splitBannerName('Premium protein | 30% off')).toEqual({ main: 'Premium protein', highlight: '30% off' });
    expect(splitBannerName('Just text')).toEqual({ main: 'Just text', highlight: '' });
    expect(splitBannerName('A|B')).toEqual({ main: 'A|B', highlight: '' });
  });

  it("lets the Black Friday promo replace the banners only for status 'true' and its exact name", () => {
    expect(isBlackFridayActive({ name: '-25% Black Friday', status: 'true', image: 'x' })).toBe(true);
    expect(isBlackFridayActive({ name: '-25% Black Friday', status: 'false', image: 'x' })).toBe(false);
    expect(isBlackFridayActive({ name: 'Black Friday', status: 'true', image: 'x' })).toBe(false);
    expect(heroContent([banner(1, 'a', 1)], { name: '-25% Black Friday', status: 'true', image: '/bf.jpg' })).toEqual({ kind: 'promo', image: '/bf.jpg', name: '-25% Black Friday' });
    const content = heroContent([banner(2, 'b', 2), banner(1, 'a', 1)], null);
    expect(content.kind === 'banners' && content.banners.map((b) => b.id)).toEqual([1, 2]);
  });
});

describe('HeroSlider', () => {
  it('shows the banners by position with the highlighted part, first image eager with high priority', async () => {
    renderWithProviders(<HeroSlider />, { mocks: [heroMock('false')] });
    const region = await screen.findByRole('region', { name: 'Current offers' });
    const first = within(region).getByRole('link', { name: /Premium protein/ });
    expect(within(first).getByText('30% off').tagName).toBe('MARK');
    expect(first).toHaveAttribute('href', '/offer-1.html');
    const [lcp] = within(region).getAllByRole('img', { hidden: true });
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
    expect(lcp).toHaveAttribute('loading', 'eager');
    expect(lcp).toHaveAttribute('width', '1440');
    expect(lcp).toHaveAttribute('height', '480');
    expect(screen.queryByText(/Valentine/)).toBeNull();
  });

  it('replaces the banners with the Black Friday promo when it is active', async () => {
    renderWithProviders(<HeroSlider />, { mocks: [heroMock('true')], route: '/en' });
    const promo = await screen.findByRole('link', { name: '-25% Black Friday' });
    expect(promo).toHaveAttribute('href', '/en/25-black-friday.html');
    expect(screen.queryByText('30% off')).toBeNull();
  });
});

describe('NewProductsCarousel', () => {
  const item = (key: string, name: string) =>
    `<li class="product-item"><div class="product-item-info"><a href="/en/${key}.html" class="product-item-photo"></a><div class="product-item-details">` +
    `<strong class="product-item-name"><a title="${name}" href="/en/${key}.html" class="product-item-link">${name}</a></strong></div></div></li>`;
  // The block as the back end renders it: a Page Builder Products carousel, newest first.
  const block =
    '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">' +
    '<div data-content-type="products" data-appearance="carousel" data-element="main"><ol class="product-items widget-product-carousel">' +
    `${item('new-whey', 'New whey')}${item('new-creatine', 'New creatine')}${item('new-bar', 'New bar')}</ol></div></div></div>`;

  function blockMock(content: string | null) {
    return {
      request: { query: GetHomeNewProductsDocument, variables: { identifiers: ['home-new-products'] } },
      result: content === null
        ? { errors: [{ message: 'The CMS block with the "home-new-products" ID doesn\'t exist.' }] as never }
        : {
            data: {
              storeConfig: { __typename: 'StoreConfig' as const, store_code: 'en_storeview', product_url_suffix: '.html' },
              cmsBlocks: { __typename: 'CmsBlocks' as const, items: [{ __typename: 'CmsBlock' as const, identifier: 'home-new-products', content }] }
            }
          }
    };
  }

  const productsMock = {
    request: { query: GetPageBuilderProductsDocument, variables: { urlKeys: ['new-whey', 'new-creatine', 'new-bar'], pageSize: 3 } },
    result: {
      data: {
        products: {
          __typename: 'Products' as const,
          items: [
            tileProduct({ sku: 'BAR', name: 'New bar', url_key: 'new-bar' }),
            tileProduct({ sku: 'WHEY', name: 'New whey', url_key: 'new-whey' }),
            tileProduct({ sku: 'CREA', name: 'New creatine', url_key: 'new-creatine' })
          ]
        }
      }
    }
  };

  it("shows the block's products under its heading, in the block's order, with core queries only", async () => {
    renderWithProviders(<NewProductsCarousel />, { route: '/en', mocks: [blockMock(block), productsMock] });
    const section = screen.getByRole('region', { name: 'New products' });
    expect(within(section).getByRole('heading', { name: 'New products' })).toBeInTheDocument();
    // The carousel of tiles, labelled as the section; the search answered the bar first.
    const carousel = await within(section).findByRole('region', { name: 'New products' });
    const names = within(carousel)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
      .filter((text, index, all) => /^New /.test(text) && all.indexOf(text) === index);
    expect(names.slice(0, 2)).toEqual(['New whey', 'New creatine']);
    expect(within(carousel).getAllByRole('link', { name: /New whey/ })[0]).toHaveAttribute('href', '/en/new-whey.html');
  });

  it("is asked for as the home's sections start, into the cache the section reads", async () => {
    const cache = createTestCache();
    function Sections() {
      usePrefetchNewProducts();
      return null;
    }
    renderWithProviders(<Sections />, { route: '/en', mocks: [blockMock(block)], cache });
    await waitFor(() =>
      expect(cache.readQuery({ query: GetHomeNewProductsDocument, variables: { identifiers: ['home-new-products'] } })?.cmsBlocks?.items?.[0]?.content).toBe(block)
    );
  });

  it('is left out when the store has no such block', async () => {
    const { container } = renderWithProviders(<NewProductsCarousel />, { route: '/en', mocks: [blockMock(null)] });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
