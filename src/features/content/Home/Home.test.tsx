import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { GetHomeHeroDocument } from './home.generated';
import HeroSlider from './HeroSlider';
import { heroContent, isBlackFridayActive, splitBannerName } from './heroRules';

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
