/**
 * Home hero rules: a banner name 'Main | Highlight' shows the second part highlighted; the
 * Black Friday promo replaces the banners when activePromo.status is the string 'true' and its name is
 * '-25% Black Friday'. (The Valentine strip's dates are the header PromoStrip's, src/lib/promo.ts.)
 */
import { BLACK_FRIDAY_PROMO_NAME } from '../../../lib/constants';
import type { GetHomeHeroQuery } from './home.generated';

/** The hero slider the storefront asks for: Mageplaza's banner slider 3. */
export const HERO_SLIDER_ID = 3;

export type HeroBanner = NonNullable<NonNullable<NonNullable<GetHomeHeroQuery['mpBannerSlider']>['items']>[number]>;
/** What the rules read of the active promo. */
export type ActivePromo = Pick<NonNullable<GetHomeHeroQuery['activePromo']>, 'name' | 'status' | 'image'>;

export function splitBannerName(name: string | null | undefined): { main: string; highlight: string } {
  const text = name ?? '';
  const separator = text.indexOf(' | ');
  if (separator < 0) return { main: text.trim(), highlight: '' };
  return { main: text.slice(0, separator).trim(), highlight: text.slice(separator + 3).trim() };
}

export function isBlackFridayActive(promo: ActivePromo | null | undefined): boolean {
  return promo?.status === 'true' && promo.name === BLACK_FRIDAY_PROMO_NAME;
}

export type HeroContent =
  | { kind: 'promo'; image: string; name: string }
  | { kind: 'banners'; banners: HeroBanner[] };

/** What the hero shows: the active Black Friday promo, else the enabled banners by position. */
export function heroContent(banners: ReadonlyArray<HeroBanner | null> | null | undefined, promo: ActivePromo | null | undefined): HeroContent {
  if (isBlackFridayActive(promo) && promo?.image) return { kind: 'promo', image: promo.image, name: promo.name ?? '' };
  const enabled = (banners ?? [])
    .filter((banner): banner is HeroBanner => Boolean(banner && banner.image && banner.status !== 0))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { kind: 'banners', banners: enabled };
}
