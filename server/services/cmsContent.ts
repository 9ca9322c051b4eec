/**
 * Magento's CMS template filter, the part a storefront needs: {{media}}, {{store}} and the {{widget}}
 * directives Page Builder writes (CMS block, dynamic block, products list, category/product/page links).
 * Page Builder HTML is otherwise returned as stored: the SPA sanitises it.
 *
 * Two directives of the store's own, so no page can promise what the store does not do:
 * - {{shipping_rate method="fancourier/standard" value="price"}} (or value="free_from") writes a delivery
 *   method's price or free-delivery threshold from the rates checkout charges, in the view's language
 *   ("19,99 lei"; "—" when it is never free);
 * - {{reward_rate value="earning"}} writes how many lei earn one reward point, and
 *   {{reward_rate value="worth" points="100"}} what that many points are worth, and
 *   {{reward_rate value="max_percent"}} the share of an order's products points may pay (rewards/* settings).
 *
 * And Magento's {{config path="general/store_information/phone"}}: the store view's value of a config
 * path Magento lets content read (CONFIG_DIRECTIVE_PATHS; any other path writes nothing), so a block
 * states the store's phone, e-mail or address as its settings say.
 */
import type { RequestContext } from '../domain/context';
import { addCacheTags } from '../domain/context';
import { findCmsBlocks, findCmsPageIdentifiers } from '../repositories/cms';
import { listRegionsByCountries } from '../repositories/directory';
import { findCanonicalPaths } from '../repositories/urlRewrites';
import { renderCatalogProductsList } from './catalogWidget';
import { formatLei } from './money';
import { shippingRates } from './shipping';
import { configValue, mediaBaseUrl, rewardRatesOf, storeConfigValues } from './storeConfig';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store' | 'cache'>;

const DIRECTIVE = /\{\{(media|store|widget|shipping_rate|reward_rate|config)\s+([^}]*?)\}\}/g;
const PARAM = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;
/** Blocks inside blocks inside blocks stop here, as Magento guards against recursion. */
const MAX_DEPTH = 3;

export function parseDirectiveParams(source: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const m of source.matchAll(PARAM)) params[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
  return params;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface FilterState {
  mediaBase: string;
  linkBase: string;
  depth: number;
}

/** Renders the directives of a CMS page or block body for the request's store view. */
export async function renderCmsContent(ctx: Ctx, html: string): Promise<string> {
  const values = await storeConfigValues(ctx, ctx.store.id);
  const prefix = ctx.store.pathPrefix ? `${ctx.store.pathPrefix}/` : '';
  const state: FilterState = {
    mediaBase: await mediaBaseUrl(ctx),
    linkBase: configValue(values, 'web/secure/base_link_url', `${configValue(values, 'web/secure/base_url', '/')}${prefix}`),
    depth: 0
  };
  return filter(ctx, html, state);
}

async function filter(ctx: Ctx, html: string, state: FilterState): Promise<string> {
  const matches = [...html.matchAll(DIRECTIVE)];
  if (matches.length === 0) return html;
  const rendered = await Promise.all(matches.map((m) => renderDirective(ctx, m[1], parseDirectiveParams(m[2]), state)));
  let out = '';
  let last = 0;
  matches.forEach((m, i) => {
    out += html.slice(last, m.index) + rendered[i];
    last = (m.index ?? 0) + m[0].length;
  });
  return out + html.slice(last);
}

async function renderDirective(ctx: Ctx, name: string, params: Record<string, string>, state: FilterState): Promise<string> {
  if (name === 'media') return `${state.mediaBase}${(params.url ?? '').replace(/^\/+/, '')}`;
  if (name === 'store') {
    if (params.direct_url !== undefined) return `${state.linkBase}${params.direct_url.replace(/^\/+/, '')}`;
    return `${state.linkBase}${(params.url ?? '').replace(/^\/+/, '').replace(/\/?\*?$/, '')}`;
  }
  if (name === 'shipping_rate') return renderShippingRate(ctx, params);
  if (name === 'reward_rate') return renderRewardRate(ctx, params);
  if (name === 'config') return renderConfigValue(ctx, params.path ?? '');
  return renderWidget(ctx, params, state);
}

/** Tag of every answer that states a delivery rate: changing the rates purges them. */
export const SHIPPING_RATES_CACHE_TAG = 'shipping_rates';

async function renderShippingRate(ctx: Ctx, params: Record<string, string>): Promise<string> {
  const [carrier, method] = (params.method ?? '').split('/');
  const rate = (await shippingRates(ctx)).find((candidate) => candidate.carrier_code === carrier && candidate.method_code === method);
  if (!rate) return '';
  addCacheTags(ctx, SHIPPING_RATES_CACHE_TAG);
  const amount = params.value === 'free_from' ? rate.free_from_subtotal : rate.price;
  return amount === null ? '—' : formatLei(amount, ctx.store.locale);
}

async function renderRewardRate(ctx: Ctx, params: Record<string, string>): Promise<string> {
  const rates = await rewardRatesOf(ctx);
  if (params.value === 'earning') return formatLei(rates.currencyPerPoint, ctx.store.locale);
  if (params.value === 'worth') return formatLei((Number(params.points) || 0) * rates.pointValue, ctx.store.locale);
  if (params.value === 'max_percent') return `${rates.maxRedeemPercent}%`;
  return '';
}

/**
 * The config paths content may read with {{config path="…"}}: Magento's own list (Magento_Variable's
 * AvailableVariables, the "Store Contact Information" and web addresses an admin picks from).
 */
const CONFIG_DIRECTIVE_PATHS: ReadonlySet<string> = new Set([
  'web/unsecure/base_url',
  'web/secure/base_url',
  ...['general', 'sales', 'support', 'custom1', 'custom2'].flatMap((ident) => [`trans_email/ident_${ident}/name`, `trans_email/ident_${ident}/email`]),
  ...['name', 'phone', 'hours', 'country_id', 'region_id', 'postcode', 'city', 'street_line1', 'street_line2', 'merchant_vat_number'].map(
    (field) => `general/store_information/${field}`
  )
]);

/** A config value as Magento's template filter writes it, the store's country and region by name; escaped for HTML. */
async function renderConfigValue(ctx: Ctx, path: string): Promise<string> {
  if (!CONFIG_DIRECTIVE_PATHS.has(path)) return '';
  addCacheTags(ctx, 'store_config', `store_config_${ctx.store.id}`);
  const values = await storeConfigValues(ctx, ctx.store.id);
  const value = configValue(values, path);
  if (!value) return '';
  if (path === 'general/store_information/country_id') {
    const locale = configValue(values, 'general/locale/code', ctx.store.locale).replace('_', '-');
    return escapeAttr(new Intl.DisplayNames([locale], { type: 'region' }).of(value) ?? value);
  }
  if (path === 'general/store_information/region_id') {
    const country = configValue(values, 'general/store_information/country_id');
    const regions = country ? ((await listRegionsByCountries(ctx.db, [country])).get(country) ?? []) : [];
    return escapeAttr(regions.find((region) => String(region.region_id) === value)?.default_name ?? '');
  }
  return escapeAttr(value);
}

async function renderWidget(ctx: Ctx, params: Record<string, string>, state: FilterState): Promise<string> {
  const type = (params.type ?? '').replace(/\\\\/g, '\\');
  switch (type) {
    case 'Magento\\Cms\\Block\\Widget\\Block':
      return renderStaticBlock(ctx, params.block_id ?? '', state);
    case 'Magento\\Banner\\Block\\Widget\\Banner':
      return renderDynamicBlocks(ctx, params, state);
    case 'Magento\\CatalogWidget\\Block\\Product\\ProductsList':
      return renderCatalogProductsList(ctx, params, state);
    case 'Magento\\Catalog\\Block\\Category\\Widget\\Link':
    case 'Magento\\Catalog\\Block\\Product\\Widget\\Link':
      return renderEntityLink(ctx, params, state);
    case 'Magento\\Cms\\Block\\Widget\\Page\\Link':
      return renderPageLink(ctx, params, state);
    default:
      return '';
  }
}

async function blockContent(ctx: Ctx, identifier: string, state: FilterState): Promise<{ id: number; html: string } | null> {
  if (!identifier || state.depth >= MAX_DEPTH) return null;
  const [block] = await findCmsBlocks(ctx.db, ctx.store.id, [identifier]);
  if (!block) return null;
  addCacheTags(ctx, `cms_b_${block.block_id}`, `cms_b_${block.identifier}`);
  return { id: block.block_id, html: await filter(ctx, block.content, { ...state, depth: state.depth + 1 }) };
}

async function renderStaticBlock(ctx: Ctx, identifier: string, state: FilterState): Promise<string> {
  const block = await blockContent(ctx, identifier, state);
  return block ? `<div class="widget block block-static-block">${block.html}</div>` : '';
}

/** Dynamic blocks (Adobe Commerce's rotating banners); here each one is a CMS block, listed in banner_ids. */
async function renderDynamicBlocks(ctx: Ctx, params: Record<string, string>, state: FilterState): Promise<string> {
  const ids = (params.banner_ids ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const blocks = (await Promise.all(ids.map((id) => blockContent(ctx, id, state)))).filter((b) => b !== null);
  if (blocks.length === 0) return '';
  const uids = blocks.map((b) => Buffer.from(String(b.id)).toString('base64')).join(',');
  const items = blocks
    .map((b) => `<li class="banner-item" data-banner-id="${b.id}"><div class="banner-item-content">${b.html}</div></li>`)
    .join('');
  return `<div class="widget block block-banners" data-bind="scope: 'banner'" data-banner-id="${escapeAttr(params.unique_id ?? '')}" ` +
    `data-types="" data-display-mode="${escapeAttr(params.display_mode ?? 'fixed')}" data-ids="${blocks.map((b) => b.id).join(',')}" ` +
    `data-rotate="${escapeAttr(params.rotate ?? '')}" data-store-id="${ctx.store.id}" data-uids="${uids}"><ul class="banner-items">${items}</ul></div>`;
}

async function renderEntityLink(ctx: Ctx, params: Record<string, string>, state: FilterState): Promise<string> {
  const [kind, rawId] = (params.id_path ?? '').split('/');
  const id = Number.parseInt(rawId ?? '', 10);
  if ((kind !== 'category' && kind !== 'product') || !Number.isFinite(id)) return '';
  const paths = await findCanonicalPaths(ctx.db, ctx.store.id, kind, [id]);
  const path = paths.get(id);
  return path === undefined ? '' : `${state.linkBase}${path}`;
}

async function renderPageLink(ctx: Ctx, params: Record<string, string>, state: FilterState): Promise<string> {
  const id = Number.parseInt(params.page_id ?? '', 10);
  if (!Number.isFinite(id)) return '';
  const identifier = (await findCmsPageIdentifiers(ctx.db, [id])).get(id);
  return identifier === undefined ? '' : `${state.linkBase}${identifier}`;
}
