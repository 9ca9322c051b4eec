/**
 * The storefront's business constants and limits, in one place so views, talons and the store agree.
 * Durations are in milliseconds, lengths in CSS pixels unless the name says otherwise.
 */
import { DEFAULT_STORE_VIEW } from './storeViews';

export const BREAKPOINTS = {
  mobileSmall: 639,
  mobileNavigation: 959,
  pageBuilderMobile: 768,
  rowsAndBanners: 768,
  desktopHeader: 1240,
  desktopNavTriggerHidden: 1299,
  others: [
    425, 480, 500, 600, 640, 769, 800, 900, 950, 960, 1013, 1024, 1090, 1120, 1150, 1280, 1299, 1440, 1450,
    1600, 1920
  ]
} as const;

/** Media query used by Page Builder content for its mobile variants. */
export const PAGE_BUILDER_MOBILE_MEDIA_QUERY = '(max-width: 768px)';

export const GALLERY_BREAKPOINTS = {
  threeColumns: 1600,
  twoColumns: 1381,
  autoFit: 1081,
  singleBlock: 768
} as const;

export const WIDTHS = {
  siteMax: 1440,
  categoryContainerMax: 1600,
  categoryContainerPadding: 20,
  sidebarMax: 430,
  filterSidebarNarrow: 325,
  submenuMax: 1560,
  containedRowMax: 1280,
  searchBarMax: 750,
  searchButton: 40,
  productTileMaxWidth: 320,
  productTileMaxImageHeight: 220,
  ratingStarsWidth: 135,
  ratingStarsHeight: 27,
  headerMinHeightRem: 5,
  headerMinHeightMobileRem: 3.5,
  menuListMaxRem: 24,
  toastWidthRem: 20,
  megaMenuColumns: 4
} as const;

export const TIMINGS = {
  bannerHover: 500,
  bannerRotation: 3000,
  topStripRotation: 3000,
  loadingBarHideAfterDone: 750,
  cookieBannerHide: 500,
  drawerMaskIn: 192,
  drawerMaskOut: 224,
  cssTransition: 384,
  resizeThrottle: 20
} as const;

export const CAROUSEL_DEFAULTS = {
  autoplay: false,
  autoplaySpeed: 3000,
  /** Autoplay interval is the speed plus this margin. */
  autoplayIntervalExtra: 50,
  animationSpeed: 500,
  infinite: true,
  slidesToShow: 1,
  resizeDebounce: 50,
  progressiveLazyLoadInterval: 1000,
  verticalSwipeThreshold: 10
} as const;

export const PARALLAX = { scale: 1.25, defaultSpeed: 0.5, minSpeed: -1, maxSpeed: 2 } as const;

export const TOAST_DEFAULT_TIMEOUT = 5000;
export const TOAST_SHORT_TIMEOUT = 3000;
export const TOAST_LONG_TIMEOUT = 15000;

export const CART_COUNTER_CAP = 99;
export const SCROLL_TO_TOP_THRESHOLD = 300;
export const BLOG_MENU_POSITION = 8;

export const CATALOG_PAGE_SIZE = 6;
export const CATALOG_FIRST_PAGE = 1;
export const STORE_LOCATION_PAGE_SIZE = 200;

export const AUTOCOMPLETE = { suggestions: 3, debounceMs: 500, minimumCharacters: 3 } as const;
/** The search submit button appears only above this many characters. */
export const SEARCH_SUBMIT_MIN_EXCLUSIVE = 2;

export const RETRY = { attempts: 5, initialDelayMs: 300 } as const;

/** Sign-in token lifetime value stored with the token, in seconds (Magento: 1 hour). */
export const SIGNIN_TOKEN_TTL = 3600;
export const SESSION_CHECK_INTERVAL = 1000;

export const IMAGE_WIDTH_STEPS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
export const IMAGE_DEFAULT_ASPECT_RATIO = 0.8;
export const IMAGE_QUALITY_PAGE_BUILDER = 85;

export const GENERIC_PATH_CACHE_SIZE = 10000;

export const MAP_DEFAULTS = {
  zoom: 8,
  scrollwheel: false,
  disableDoubleClickZoom: false,
  apiKey: ''
} as const;

/** Empty cart shown before details arrive: nothing, in the default view's currency. */
export const EMPTY_CART_SUMMARY = { currency: DEFAULT_STORE_VIEW.currency, itemCount: 0, subtotal: 0 } as const;

export const VALENTINE_PROMO = { from: '2025-02-14', to: '2025-02-17' } as const;
export const BLACK_FRIDAY_PROMO_NAME = '-25% Black Friday';

/**
 * The CMS block with the trader's identity and contact details (name, CUI, trade register number,
 * address, phone, e-mail: the store's settings through Magento's {{config}} directive): the footer shows
 * it, the checkout names the seller from it before the order is placed.
 */
export const COMPANY_DETAILS_BLOCK = 'footer-contact';
