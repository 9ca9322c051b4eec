import { gql, type TypedDocumentNode } from '@apollo/client';

/** The hero slider the storefront asks for (spec §7: banners for banner_id 3). */
export const HERO_SLIDER_ID = 3;

export interface HeroBanner {
  __typename?: 'MpBannerSliderBanner';
  id: number;
  name: string | null;
  status: number | null;
  image: string | null;
  url_banner: string | null;
  newtab: number | null;
  button_name: string | null;
  color_banner_overlay: string | null;
  position: number | null;
}

export interface ActivePromo {
  __typename?: 'ActivePromo';
  name: string | null;
  status: string | null;
  image: string | null;
}

export interface HeroData {
  mpBannerSlider: { items: Array<HeroBanner | null> | null } | null;
  activePromo: ActivePromo | null;
}

/** The home hero: banners of slider 3 and the active promo that may replace them. */
export const GET_HERO: TypedDocumentNode<HeroData, { sliderId: number }> = gql`
  query getHomeHero($sliderId: Int) {
    mpBannerSlider(banner_id: $sliderId) {
      items {
        id
        name
        status
        image
        url_banner
        newtab
        button_name
        color_banner_overlay
        position
      }
    }
    activePromo {
      name
      status
      image
    }
  }
`;

export interface HomeCategory {
  __typename?: 'CategoryTree';
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  image: string | null;
  position: number | null;
  include_in_menu: number | null;
}

export interface HomeCategoriesData {
  categoryList: Array<{ uid: string; children: Array<HomeCategory | null> | null } | null> | null;
}

/** The store's root category (no filter) with its top-level categories. */
export const GET_HOME_CATEGORIES: TypedDocumentNode<HomeCategoriesData, Record<string, never>> = gql`
  query getHomeCategories {
    categoryList {
      uid
      children {
        uid
        name
        url_path
        url_suffix
        image
        position
        include_in_menu
      }
    }
  }
`;
