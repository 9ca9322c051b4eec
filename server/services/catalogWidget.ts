/**
 * Magento's Catalog Products List widget ({{widget type="Magento\CatalogWidget\Block\Product\ProductsList" ...}}),
 * rendered as Magento renders it into CMS content: the products its rule selects (conditions_encoded),
 * in Page Builder's sort order (sort_order), at most products_count of them, as the list markup of its
 * template (Page Builder's carousel.phtml, else CatalogWidget's grid.phtml). Storefronts read the items'
 * a.product-item-link hrefs (PWA Studio: the URL keys it then asks products for) and data-product-sku.
 */
import type { RequestContext } from '../domain/context';
import { addCacheTags } from '../domain/context';
import { findWidgetProducts, WIDGET_SORT_ORDERS, type WidgetCondition, type WidgetProductRow, type WidgetSortOrder } from '../repositories/catalogWidget';
import { findCanonicalPaths } from '../repositories/urlRewrites';
import { formatMoney } from './money';
import { configValue, storeConfigValues } from './storeConfig';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store' | 'cache'>;

/** ProductsList::DEFAULT_PRODUCTS_COUNT and DEFAULT_PRODUCTS_PER_PAGE. */
const DEFAULT_PRODUCTS_COUNT = 10;
const DEFAULT_PRODUCTS_PER_PAGE = 5;
/** The image Magento's widget templates ask for (new_products_content_widget_grid). */
const IMAGE_WIDTH = 240;
const IMAGE_HEIGHT = 300;

/** Magento's product cache tag: any product saved may change what a widget lists. */
export const PRODUCTS_CACHE_TAG = 'cat_p';

const TEXTS: Record<string, Record<'addToCart' | 'rating' | 'reviews' | 'specialPrice' | 'regularPrice' | 'asLowAs', string>> = {
  en_US: { addToCart: 'Add to Cart', rating: 'Rating:', reviews: 'Reviews', specialPrice: 'Special Price', regularPrice: 'Regular Price', asLowAs: 'As low as' },
  ro_RO: { addToCart: 'Adaugă în coș', rating: 'Evaluare:', reviews: 'Recenzii', specialPrice: 'Preț special', regularPrice: 'Preț obișnuit', asLowAs: 'De la' }
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/**
 * The widget's rule from its encoded parameter (Magento\Widget\Helper\Conditions: JSON with { } " \ < >
 * written as ^[ ^] ` | &lt; &gt;), flat keys ("1", "1--1", "1--1--2") made a tree as Magento's
 * Rule::loadPost does. No parameter: every product. Undecodable: null (Magento's widget fails, and
 * renders nothing).
 */
export function decodeWidgetRule(encoded: string | undefined): WidgetCondition | null {
  const root: WidgetCondition = { type: 'combine', aggregator: 'all', value: true, conditions: [] };
  if (!encoded?.trim()) return root;
  let flat: unknown;
  try {
    flat = JSON.parse(
      encoded.replace(/\^\[/g, '{').replace(/\^\]/g, '}').replace(/`/g, '"').replace(/\|/g, '\\').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    );
  } catch {
    return null;
  }
  if (!flat || typeof flat !== 'object' || Array.isArray(flat)) return null;
  interface Node {
    data: Record<string, unknown>;
    children: Map<string, Node>;
  }
  const tree: Node = { data: {}, children: new Map() };
  for (const [key, data] of Object.entries(flat as Record<string, unknown>)) {
    if (!data || typeof data !== 'object') continue;
    let node = tree;
    for (const id of key.split('--')) {
      let child = node.children.get(id);
      if (!child) {
        child = { data: {}, children: new Map() };
        node.children.set(id, child);
      }
      node = child;
    }
    node.data = data as Record<string, unknown>;
  }
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const toCondition = (node: Node, isRoot: boolean): WidgetCondition | null => {
    const type = text(node.data.type);
    if (isRoot || /\\Combine$/.test(type)) {
      const conditions = [...node.children.values()].map((child) => toCondition(child, false));
      if (conditions.some((condition) => condition === null)) return null;
      return {
        type: 'combine',
        aggregator: text(node.data.aggregator ?? 'all') === 'any' ? 'any' : 'all',
        value: text(node.data.value ?? '1') !== '0',
        conditions: conditions as WidgetCondition[]
      };
    }
    // A condition class Magento could not create: the widget fails.
    if (!/\\Product$/.test(type)) return null;
    return { type: 'product', attribute: text(node.data.attribute), operator: text(node.data.operator), value: text(node.data.value) };
  };
  const first = tree.children.get('1');
  return first ? toCondition(first, true) : root;
}

/** sort_order: none, the widget's own order; one Page Builder does not know, newest first (as its Sorting). */
export function widgetSortOrder(value: string | undefined): WidgetSortOrder {
  if (value === undefined || value === '') return 'default';
  return (WIDGET_SORT_ORDERS as readonly string[]).includes(value) && value !== 'default' ? (value as WidgetSortOrder) : 'date_newest_top';
}

const positiveInt = (value: string | undefined): number | null => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** How many products the widget shows: products_count, or one page of products_per_page with the pager on. */
export function widgetProductLimit(params: Record<string, string>): number {
  const count = positiveInt(params.products_count) ?? DEFAULT_PRODUCTS_COUNT;
  if (params.show_pager !== '1') return count;
  return Math.min(count, positiveInt(params.products_per_page) ?? DEFAULT_PRODUCTS_PER_PAGE);
}

interface Urls {
  /** The view's link base ('/', '/en/'). */
  linkBase: string;
  /** The media base ('/media/'). */
  mediaBase: string;
}

interface Item {
  row: WidgetProductRow;
  url: string;
}

export async function renderCatalogProductsList(ctx: Ctx, params: Record<string, string>, urls: Urls): Promise<string> {
  const rule = decodeWidgetRule(params.conditions_encoded || params.conditions);
  if (!rule) return '';
  addCacheTags(ctx, PRODUCTS_CACHE_TAG);
  const rows = await findWidgetProducts(ctx.db, { storeId: ctx.store.id, rule, sort: widgetSortOrder(params.sort_order), limit: widgetProductLimit(params) });
  if (rows.length === 0) return '';
  addCacheTags(ctx, ...rows.map((row) => `cat_p_${row.product_id}`));
  const [paths, values] = await Promise.all([
    findCanonicalPaths(ctx.db, ctx.store.id, 'product', rows.map((row) => row.product_id)),
    storeConfigValues(ctx, ctx.store.id)
  ]);
  const suffix = configValue(values, 'catalog/seo/product_url_suffix', '.html');
  const items = rows.map((row) => ({ row, url: `${urls.linkBase}${paths.get(row.product_id) ?? `${row.url_key}${suffix}`}` }));
  const isCarousel = /carousel\.phtml$/.test(params.template ?? '');
  return isCarousel ? carouselHtml(ctx, items, urls) : gridHtml(ctx, items, urls, params.title ?? '');
}

/** CatalogWidget's grid.phtml: a block with its optional title around the list. */
function gridHtml(ctx: Ctx, items: Item[], urls: Urls, title: string): string {
  const type = 'widget-product-grid';
  return (
    '<div class="block widget block-products-list grid">' +
    (title ? `<div class="block-title"><strong>${escapeHtml(title)}</strong></div>` : '') +
    '<div class="block-content"><!-- new_products_content_widget_grid--><div class="products-grid grid">' +
    `<ol class="product-items ${type}">${items.map((item) => itemHtml(ctx, item, urls, type)).join('')}</ol></div></div></div>`
  );
}

/** Page Builder's carousel.phtml: the list alone (the content type's element is the carousel). */
function carouselHtml(ctx: Ctx, items: Item[], urls: Urls): string {
  const type = 'widget-product-carousel';
  return `<ol class="product-items ${type}">${items.map((item) => itemHtml(ctx, item, urls, type)).join('')}</ol>`;
}

function itemHtml(ctx: Ctx, { row, url }: Item, urls: Urls, type: string): string {
  const texts = TEXTS[ctx.store.locale] ?? TEXTS.en_US;
  const name = escapeHtml(row.name);
  const href = escapeHtml(url);
  const image = row.image
    ? `<span class="product-image-container product-image-container-${row.product_id}"><span class="product-image-wrapper">` +
      `<img class="product-image-photo" src="${escapeHtml(`${urls.mediaBase}catalog/product${row.image}`)}" loading="lazy" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" alt="${name}"></span></span>`
    : '';
  const reviews = reviewsHtml(row, href, texts);
  const price = priceHtml(ctx, row, type, texts);
  const action = escapeHtml(`${urls.linkBase}checkout/cart/add/product/${row.product_id}/`);
  return (
    '<li class="product-item"><div class="product-item-info">' +
    `<a href="${href}" class="product-item-photo">${image}</a>` +
    '<div class="product-item-details">' +
    `<strong class="product-item-name"><a title="${name}" href="${href}" class="product-item-link">${name}</a></strong>` +
    // The carousel puts the rating above the price, the grid below it.
    (type === 'widget-product-carousel' ? reviews + price : price + reviews) +
    '<div class="product-item-inner"><div class="product-item-actions"><div class="actions-primary">' +
    `<form data-role="tocart-form" data-product-sku="${escapeHtml(row.sku)}" action="${action}" method="post">` +
    `<input type="hidden" name="product" value="${row.product_id}">` +
    `<button type="submit" title="${escapeHtml(texts.addToCart)}" class="action tocart primary"><span>${escapeHtml(texts.addToCart)}</span></button>` +
    '</form></div></div></div></div></div></li>'
  );
}

function reviewsHtml(row: WidgetProductRow, href: string, texts: (typeof TEXTS)[string]): string {
  if (row.review_count <= 0) return '';
  const percent = Math.round(row.rating_summary);
  return (
    '<div class="product-reviews-summary short"><div class="rating-summary">' +
    `<span class="label"><span>${escapeHtml(texts.rating)}</span></span>` +
    `<div class="rating-result" title="${percent}%"><span style="width:${percent}%"><span>${percent}%</span></span></div></div>` +
    `<div class="reviews-actions"><a class="action view" href="${href}#reviews">${row.review_count}&nbsp;<span>${escapeHtml(texts.reviews)}</span></a></div></div>`
  );
}

function priceHtml(ctx: Ctx, row: WidgetProductRow, type: string, texts: (typeof TEXTS)[string]): string {
  const amount = (id: string, value: number, priceType: 'finalPrice' | 'oldPrice', label: string) =>
    '<span class="price-container price-final_price tax weee">' +
    (label ? `<span class="price-label">${escapeHtml(label)}</span>` : '') +
    `<span id="${id}-${row.product_id}-${type}" data-price-amount="${value}" data-price-type="${priceType}" class="price-wrapper ">` +
    `<span class="price">${escapeHtml(formatMoney(value, ctx.store.locale, ctx.store.baseCurrencyCode))}</span></span></span>`;
  const box = (inner: string) =>
    `<div class="price-box price-final_price" data-role="priceBox" data-product-id="${row.product_id}" data-price-box="product-id-${row.product_id}">${inner}</div>`;
  if (row.min_price < row.min_regular_price) {
    return box(
      `<span class="special-price">${amount('product-price', row.min_price, 'finalPrice', texts.specialPrice)}</span>` +
        `<span class="old-price">${amount('old-price', row.min_regular_price, 'oldPrice', texts.regularPrice)}</span>`
    );
  }
  return box(amount('product-price', row.min_price, 'finalPrice', row.type_id === 'configurable' ? texts.asLowAs : ''));
}
