/**
 * storeConfig / availableStores: a store view plus its core_config values, shaped as Magento's StoreConfig.
 * Config values are read once per request and store view (DataLoader), so availableStores is two queries.
 */
import type { RequestContext, StoreView } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { loadConfigForStores } from '../repositories/config';
import { findDefaultStoreIdOfGroup, findWebsite, listStoreViews } from '../repositories/stores';
import { CUSTOMER_TOKEN_LIFETIME_MS } from './customerAuth';

export type ConfigValues = Map<string, string | null>;

/** Config of a store view, batched across the request. */
export function storeConfigValues(ctx: Pick<RequestContext, 'db' | 'loaders'>, storeId: number): Promise<ConfigValues> {
  return perRequestLoader<number, ConfigValues>(ctx, 'content.storeConfigValues', async (ids) => {
    const byStore = await loadConfigForStores(ctx.db, ids);
    return ids.map((id) => byStore.get(id) ?? new Map());
  }).load(storeId);
}

/** A config value with a fallback. */
export const configValue = (values: ConfigValues, path: string, fallback = ''): string => values.get(path) ?? fallback;
const configInt = (values: ConfigValues, path: string, fallback: number): number => {
  const n = Number.parseInt(values.get(path) ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};
export const configFlag = (values: ConfigValues, path: string, fallback = false): boolean => {
  const v = values.get(path);
  return v == null ? fallback : v === '1' || v === 'true';
};

/** Customer Configuration > Create New Account Options > Require Emails Confirmation (Magento's default: No). */
export const accountConfirmationRequired = (values: ConfigValues): boolean => configFlag(values, 'customer/create_account/confirm', false);

/** Customer Configuration > Account Information Options > Share Customer Group (Magento's default: Yes). */
export const customerGroupShared = (values: ConfigValues): boolean => configFlag(values, 'customer/account_information/graphql_share_customer_group', true);

/** ProductImageThumbnail of a 'checkout/cart/*_product_image' setting ('itself' / 'parent'). */
const productImageThumbnail = (source: string) => (source.toLowerCase() === 'parent' ? 'PARENT' : 'ITSELF');

/**
 * FixedProductTaxDisplaySettings: this store has no fixed product taxes (FPT, Magento's tax/weee/enable
 * off, its default), so every display setting answers FPT_DISABLED as Magento's WeeeGraphQl does.
 */
const FPT_DISPLAY_SETTING = 'FPT_DISABLED';

/** Bank transfer: the account an order is paid into and what to do (payment/banktransfer/*, per store view). */
export interface BankTransferAccount {
  beneficiary: string;
  iban: string;
  bank: string;
  instructions: string;
}

export function bankTransferAccount(values: ConfigValues): BankTransferAccount | null {
  const account = {
    beneficiary: configValue(values, 'payment/banktransfer/beneficiary'),
    iban: configValue(values, 'payment/banktransfer/iban'),
    bank: configValue(values, 'payment/banktransfer/bank_name'),
    instructions: configValue(values, 'payment/banktransfer/instructions')
  };
  return account.iban ? account : null;
}

/** My GNC Rewards: how many lei of an order's grand total earn one point, and what a point is worth (rewards/*). */
export interface RewardRates {
  currencyPerPoint: number;
  pointValue: number;
  /** Points are multiplied by this for orders placed on a Saturday or Sunday in the store's time zone. */
  weekendMultiplier: number;
  /** Points pay at most this share (percent) of the products' price after discounts (not delivery). */
  maxRedeemPercent: number;
  timezone: string;
}

export function rewardRates(values: ConfigValues): RewardRates {
  const number = (path: string, fallback: number) => {
    const n = Number(values.get(path));
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    currencyPerPoint: number('rewards/earning/currency_per_point', 10),
    pointValue: number('rewards/redemption/point_value', 0.1),
    weekendMultiplier: number('rewards/earning/weekend_multiplier', 1),
    maxRedeemPercent: Math.min(100, number('rewards/redemption/max_percent', 100)),
    timezone: configValue(values, 'general/locale/timezone', 'Europe/Bucharest')
  };
}

/** The request's store view's reward rates. */
export async function rewardRatesOf(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store'>): Promise<RewardRates> {
  return rewardRates(await storeConfigValues(ctx, ctx.store.id));
}

/** Magento's category uid is base64 of the id. */
export const encodeUid = (id: number | string): string => Buffer.from(String(id)).toString('base64');

/** The copyright line: '{year}' becomes the current year in the store's time zone. */
export function renderCopyright(template: string, timezone: string, now = new Date()): string {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: timezone || 'UTC' }).format(now);
  return template.replace(/\{year\}/g, year);
}

/**
 * The view's base URLs as Magento answers them: absolute. A base configured root-relative (the demo
 * store's '/': the storefront and the API share one origin) is read on `origin`, the store's public
 * origin (PUBLIC_BASE_URL, else the request's); without one it stays root-relative.
 */
function storeUrls(store: StoreView, values: ConfigValues, origin?: string) {
  const absolute = <T extends Record<string, string>>(urls: T): T =>
    origin ? (Object.fromEntries(Object.entries(urls).map(([key, url]) => [key, url.startsWith('/') ? `${origin}${url}` : url])) as T) : urls;
  return absolute(configuredUrls(store, values));
}

function configuredUrls(store: StoreView, values: ConfigValues) {
  const prefix = store.pathPrefix ? `${store.pathPrefix}/` : '';
  const baseUrl = configValue(values, 'web/unsecure/base_url', '/');
  const secureBaseUrl = configValue(values, 'web/secure/base_url', baseUrl);
  const linkUrl = configValue(values, 'web/unsecure/base_link_url', `${baseUrl}${prefix}`);
  const secureLinkUrl = configValue(values, 'web/secure/base_link_url', `${secureBaseUrl}${prefix}`);
  const mediaUrl = configValue(values, 'web/unsecure/base_media_url', `${baseUrl}media/`);
  const secureMediaUrl = configValue(values, 'web/secure/base_media_url', `${secureBaseUrl}media/`);
  const staticUrl = configValue(values, 'web/unsecure/base_static_url', `${baseUrl}static/`);
  const secureStaticUrl = configValue(values, 'web/secure/base_static_url', `${secureBaseUrl}static/`);
  return { baseUrl, secureBaseUrl, linkUrl, secureLinkUrl, mediaUrl, secureMediaUrl, staticUrl, secureStaticUrl };
}

/** The media base URL of a store view (used to turn stored media paths into URLs). */
export async function mediaBaseUrl(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store'>, store: StoreView = ctx.store): Promise<string> {
  return storeUrls(store, await storeConfigValues(ctx, store.id)).secureMediaUrl;
}

/** Turns a stored media path ('amasty/blog/x.jpg') into a URL; absolute URLs pass through. */
export function mediaUrl(base: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `${base}${path.replace(/^\/+/, '')}`;
}

export async function buildStoreConfig(ctx: Pick<RequestContext, 'db' | 'loaders'> & Partial<Pick<RequestContext, 'origin'>>, store: StoreView) {
  const [values, website, defaultStoreId] = await Promise.all([
    storeConfigValues(ctx, store.id),
    findWebsite(ctx.db, store.websiteId),
    findDefaultStoreIdOfGroup(ctx.db, store.groupId)
  ]);
  const urls = storeUrls(store, values, ctx.origin);
  const timezone = configValue(values, 'general/locale/timezone', 'Europe/Bucharest');
  const rootCategoryId = store.rootCategoryId;
  const configurableThumbnailSource = configValue(values, 'checkout/cart/configurable_product_image', 'itself');
  const headShortcutIcon = values.get('design/head/shortcut_icon') ?? null;
  const headerLogoSrc = values.get('design/header/logo_src') ?? null;
  return {
    // StoreGraphQl
    id: store.id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sortOrder,
    is_default_store: defaultStoreId === store.id,
    store_group_code: store.groupCode,
    store_group_name: store.groupName,
    is_default_store_group: website?.default_group_id === store.groupId,
    website_id: store.websiteId,
    website_code: website?.code ?? null,
    website_name: website?.name ?? null,
    locale: configValue(values, 'general/locale/code', store.locale),
    base_currency_code: store.baseCurrencyCode,
    default_display_currency_code: store.defaultDisplayCurrencyCode,
    timezone,
    weight_unit: configValue(values, 'general/locale/weight_unit', 'kgs'),
    base_url: urls.baseUrl,
    base_link_url: urls.linkUrl,
    base_static_url: urls.staticUrl,
    base_media_url: urls.mediaUrl,
    secure_base_url: urls.secureBaseUrl,
    secure_base_link_url: urls.secureLinkUrl,
    secure_base_static_url: urls.secureStaticUrl,
    secure_base_media_url: urls.secureMediaUrl,
    use_store_in_url: configFlag(values, 'web/url/use_store', false),
    // CmsGraphQl
    front: configValue(values, 'web/default/front', 'cms'),
    cms_home_page: configValue(values, 'web/default/cms_home_page', 'home'),
    no_route: configValue(values, 'web/default/no_route', 'cms/noroute/index'),
    cms_no_route: configValue(values, 'web/default/cms_no_route', 'no-route'),
    cms_no_cookies: configValue(values, 'web/default/cms_no_cookies', 'enable-cookies'),
    show_cms_breadcrumbs: configInt(values, 'web/default/show_cms_breadcrumbs', 1),
    // ThemeGraphQl
    head_shortcut_icon: headShortcutIcon,
    // The same media paths on the store's media URL (absolute on the public origin, as base_url).
    head_shortcut_icon_absolute: mediaUrl(urls.secureMediaUrl, headShortcutIcon),
    header_logo_src_absolute: mediaUrl(urls.secureMediaUrl, headerLogoSrc),
    default_title: configValue(values, 'design/head/default_title'),
    title_prefix: configValue(values, 'design/head/title_prefix'),
    title_suffix: configValue(values, 'design/head/title_suffix'),
    title_separator: configValue(values, 'catalog/seo/title_separator', '-'),
    default_description: configValue(values, 'design/head/default_description'),
    default_keywords: configValue(values, 'design/head/default_keywords'),
    head_includes: configValue(values, 'design/head/includes'),
    demonotice: configInt(values, 'design/head/demonotice', 0),
    header_logo_src: headerLogoSrc,
    logo_width: configInt(values, 'design/header/logo_width', 0) || null,
    logo_height: configInt(values, 'design/header/logo_height', 0) || null,
    logo_alt: configValue(values, 'design/header/logo_alt'),
    welcome: configValue(values, 'design/header/welcome'),
    copyright: renderCopyright(configValue(values, 'design/footer/copyright'), timezone),
    absolute_footer: configValue(values, 'design/footer/absolute_footer'),
    // CatalogGraphQl
    product_url_suffix: configValue(values, 'catalog/seo/product_url_suffix', '.html'),
    category_url_suffix: configValue(values, 'catalog/seo/category_url_suffix', '.html'),
    // The storefront names every page's canonical URL (src/app/pageData: the server-sent head).
    product_canonical_tag: configFlag(values, 'catalog/seo/product_canonical_tag', true),
    category_canonical_tag: configFlag(values, 'catalog/seo/category_canonical_tag', true),
    root_category_id: rootCategoryId,
    root_category_uid: encodeUid(rootCategoryId),
    grid_per_page: configInt(values, 'catalog/frontend/grid_per_page', 12),
    grid_per_page_values: configValue(values, 'catalog/frontend/grid_per_page_values', '12,24,36'),
    list_per_page: configInt(values, 'catalog/frontend/list_per_page', 10),
    list_per_page_values: configValue(values, 'catalog/frontend/list_per_page_values', '5,10,15,20,25'),
    list_mode: configValue(values, 'catalog/frontend/list_mode', 'grid-list'),
    catalog_default_sort_by: configValue(values, 'catalog/frontend/default_sort_by', 'position'),
    product_reviews_enabled: configValue(values, 'catalog/review/active', '1'),
    allow_guests_to_write_product_reviews: configValue(values, 'catalog/review/allow_guest', '1'),
    configurable_thumbnail_source: configurableThumbnailSource,
    configurable_product_image: productImageThumbnail(configurableThumbnailSource),
    grouped_product_image: productImageThumbnail(configValue(values, 'checkout/cart/grouped_product_image', 'itself')),
    // WeeeGraphQl
    product_fixed_product_tax_display_setting: FPT_DISPLAY_SETTING,
    category_fixed_product_tax_display_setting: FPT_DISPLAY_SETTING,
    sales_fixed_product_tax_display_setting: FPT_DISPLAY_SETTING,
    // Customer, newsletter, wishlist, contact, checkout
    create_account_confirmation: accountConfirmationRequired(values),
    // Customer Configuration > Password Options > Enable Autocomplete on login/forgot password forms (Magento's default: Yes).
    autocomplete_on_storefront: configFlag(values, 'customer/password/autocomplete_on_storefront', true),
    graphql_share_customer_group: customerGroupShared(values),
    minimum_password_length: configValue(values, 'customer/password/minimum_password_length', '8'),
    required_character_classes_number: configValue(values, 'customer/password/required_character_classes_number', '3'),
    newsletter_enabled: configFlag(values, 'newsletter/general/active', true),
    magento_wishlist_general_is_enabled: configValue(values, 'wishlist/general/active', '1'),
    contact_enabled: configFlag(values, 'contact/contact/enabled', true),
    is_checkout_agreements_enabled: configFlag(values, 'checkout/options/enable_agreements', false),
    is_guest_checkout_enabled: configFlag(values, 'checkout/options/guest_checkout', true),
    is_one_page_checkout_enabled: configFlag(values, 'checkout/options/onepage_checkout_enabled', true),
    max_items_in_order_summary: configInt(values, 'checkout/options/max_items_display_count', 10),
    cart_summary_display_quantity: configInt(values, 'checkout/cart_link/use_qty', 1),
    minicart_display: configFlag(values, 'checkout/sidebar/display', true),
    minicart_max_items: configInt(values, 'checkout/sidebar/count', 10),
    cart_expires_in_days: configInt(values, 'checkout/cart/delete_quote_after', 30),
    customer_access_token_lifetime: CUSTOMER_TOKEN_LIFETIME_MS / 3_600_000,
    default_country: configValue(values, 'general/country/default', 'RO'),
    countries_with_required_region: configValue(values, 'general/region/state_required', 'RO'),
    optional_zip_countries: configValue(values, 'general/country/optional_zip_countries', 'HK,IE,MO,PA,GB'),
    display_state_if_optional: configFlag(values, 'general/region/display_all', true),
    // Bank transfer: who to pay (payment/banktransfer/*), as PWA Studio's payment_checkmo_payable_to.
    ...bankTransferFields(bankTransferAccount(values))
  };
}

const bankTransferFields = (account: BankTransferAccount | null) => ({
  payment_banktransfer_beneficiary: account?.beneficiary ?? null,
  payment_banktransfer_iban: account?.iban ?? null,
  payment_banktransfer_bank: account?.bank ?? null,
  payment_banktransfer_instructions: account?.instructions ?? null
});

/** Magento's installer makes website 1 ('base') the default website. */
const DEFAULT_WEBSITE_ID = 1;

/** The request's website as Magento's (deprecated) Website type shows it: ProductInterface.websites. */
export async function storeWebsite(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store'>) {
  // Once per request, however many products of a listing ask.
  const website = await perRequestLoader(ctx, 'store.website', (ids: readonly number[]) => Promise.all(ids.map((id) => findWebsite(ctx.db, id)))).load(
    ctx.store.websiteId
  );
  if (!website) return null;
  return {
    id: website.website_id,
    name: website.name,
    code: website.code,
    sort_order: 0,
    default_group_id: String(website.default_group_id),
    is_default: website.website_id === DEFAULT_WEBSITE_ID
  };
}

/** availableStores: every active store view, or only those of the current group. */
export async function listAvailableStores(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store'> & Partial<Pick<RequestContext, 'origin'>>, useCurrentGroup: boolean) {
  const stores = (await listStoreViews(ctx.db)).filter(
    (s) => s.websiteId === ctx.store.websiteId && (!useCurrentGroup || s.groupId === ctx.store.groupId)
  );
  return Promise.all(stores.map((s) => buildStoreConfig(ctx, s)));
}
