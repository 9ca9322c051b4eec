/**
 * The RO/EN switch for the storefront's own pages, which have no URL rewrites: the blog, the shops and
 * the product review pages. Each maps to its twin in the other store view by a key the twins share
 * (a blog post's, category's or tag's twin_key, a shop's URL key, the product itself), because ids and
 * URL keys differ per view. Without a twin, the switch goes to the other view's nearest parent page
 * (the blog, the shop list, all reviews): never to an error.
 */
import type { RequestContext, StoreView } from '../domain/context';
import { findBlogTwinUrlKey, type BlogTwinKind } from '../repositories/blog';
import { findLocationTwinId } from '../repositories/locator';
import { findCanonicalPaths } from '../repositories/urlRewrites';
import { configValue, storeConfigValues } from './storeConfig';

type Ctx = Pick<RequestContext, 'db' | 'loaders'>;
/** Finds the product a path names in a store view (the URL rewrites' resolution). */
type ResolveProduct = (store: StoreView, requestPath: string) => Promise<number | null>;

const key = (value: string) => encodeURIComponent(value);

async function blogPage(ctx: Ctx, source: StoreView, target: StoreView, segments: string[]): Promise<string> {
  const [, section = '', urlKey = ''] = segments;
  const kind = section.toLowerCase();
  if (!kind) return 'blog';
  if (kind === 'search' || (kind === 'author' && urlKey)) return segments.join('/');
  const twin = async (twinKind: BlogTwinKind, from: string, prefix: string) => {
    const found = await findBlogTwinUrlKey(ctx.db, twinKind, source.id, from.replace(/\.html$/, ''), target.id);
    return found ? `blog/${prefix}/${key(found)}` : 'blog';
  };
  if ((kind === 'category' || kind === 'tag') && urlKey) return twin(kind, urlKey, kind);
  if (kind === 'post') return urlKey ? twin('post', urlKey, 'post') : 'blog';
  // /blog/{post url key}[/{post id}]
  return twin('post', section, 'post');
}

async function shopPage(ctx: Ctx, target: StoreView, segments: string[]): Promise<string> {
  const id = segments[1] ?? '';
  if (!id) return 'shops';
  // A shop's URL key is the same in every view; its id is not.
  if (!/^\d+$/.test(id)) return `shop/${key(id)}`;
  const twin = await findLocationTwinId(ctx.db, Number(id), target.id);
  return twin === null ? 'shops' : `shop/${twin}`;
}

async function reviewsPage(ctx: Ctx, source: StoreView, target: StoreView, segments: string[], resolveProduct: ResolveProduct): Promise<string> {
  const urlKey = (segments[1] ?? '').replace(/\.html$/, '');
  if (!urlKey) return 'recenzie-produse';
  const suffix = (store: StoreView) => storeConfigValues(ctx, store.id).then((values) => configValue(values, 'catalog/seo/product_url_suffix', '.html'));
  const productId = await resolveProduct(source, `${urlKey}${await suffix(source)}`);
  if (productId === null) return 'recenzie-produse';
  const path = (await findCanonicalPaths(ctx.db, target.id, 'product', [productId])).get(productId);
  const targetSuffix = await suffix(target);
  return path ? `recenzie-produse/${targetSuffix && path.endsWith(targetSuffix) ? path.slice(0, -targetSuffix.length) : path}` : 'recenzie-produse';
}

/**
 * The path (without the view prefix) of the same storefront page in `target`, or undefined when the
 * path is not one of these pages (a catalogue or CMS URL, which the URL rewrites map).
 */
export async function storefrontPageInView(ctx: Ctx, source: StoreView, target: StoreView, path: string, resolveProduct: ResolveProduct): Promise<string | undefined> {
  const segments = path.replace(/\/+$/, '').split('/');
  switch (segments[0].toLowerCase()) {
    case 'blog':
      return blogPage(ctx, source, target, segments);
    case 'shop':
      return shopPage(ctx, target, segments);
    case 'shops':
      return 'shops';
    case 'recenzie-produse':
      return reviewsPage(ctx, source, target, segments, resolveProduct);
    default:
      return undefined;
  }
}
