// What the sitemaps list when the store is a real Magento (proxy mode: server/sitemap.ts asks the
// planner, which knows the store views and their paths): each view's home, categories and products
// from Magento's own GraphQL, and the blog's posts and the shops where the store has those extensions.
// The same page in every view shares a twin key (a product's sku, a category's uid, a shop's URL key).
// A stock Magento lists no CMS pages over GraphQL: those are left to the links crawlers follow.
import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';

import { STORE_VIEWS, type StoreViewDefinition } from '../../lib/storeViews';
import { operationNameOf } from '../../api/apollo/preloadedAnswers';
import type { ExecuteQuery, ExtensionsOf, SitemapPage, SitemapViewPages } from '../../../shared/pagePlanner';
import { ALL_PRESENT, toCapabilities } from '../../lib/capabilities';
import {
  SitemapBlogPostsDocument,
  SitemapCategoriesDocument,
  SitemapProductsDocument,
  SitemapShopsDocument,
  type SitemapCategoryFieldsFragment
} from './sitemapPages.generated';

/** Magento's largest page of products. */
const PRODUCT_PAGE_SIZE = 300;
/** Pages of products asked at once. */
const PARALLEL_PAGES = 4;
/** Blog pages read at most (of the blog's own page size). */
const MAX_BLOG_PAGES = 200;
const MAX_SHOPS = 500;

type Run = <Data, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Data, Variables>, variables: Variables) => Promise<Data | null>;

function runner(execute: ExecuteQuery, storeCode: string): Run {
  return async (document, variables) => {
    try {
      const result = await execute({ query: print(document), operationName: operationNameOf(document), variables, storeCode });
      return result.errors?.length ? null : ((result.data as never) ?? null);
    } catch {
      return null;
    }
  };
}

const day = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

async function products(run: Run): Promise<SitemapPage[]> {
  const first = await run(SitemapProductsDocument, { pageSize: PRODUCT_PAGE_SIZE, currentPage: 1 });
  if (!first?.products) return [];
  const totalPages = first.products.page_info?.total_pages ?? 1;
  const pages = [first];
  for (let next = 2; next <= totalPages; next += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, totalPages - next + 1) }, (_, index) =>
      run(SitemapProductsDocument, { pageSize: PRODUCT_PAGE_SIZE, currentPage: next + index })
    );
    pages.push(...(await Promise.all(batch)).filter((page): page is NonNullable<typeof page> => page !== null));
  }
  return pages.flatMap((page) =>
    (page.products?.items ?? []).flatMap((item) => {
      const path = item?.canonical_url?.replace(/^\/+/, '') || (item?.url_key ? `${item.url_key}${item.url_suffix ?? ''}` : '');
      return item && path ? [{ path, twin: item.sku ? `product:${item.sku}` : null, lastmod: day(item.updated_at) }] : [];
    })
  );
}

type CategoryNode = SitemapCategoryFieldsFragment & { children?: ReadonlyArray<CategoryNode | null> | null };

async function categories(run: Run): Promise<SitemapPage[]> {
  const answer = await run(SitemapCategoriesDocument, {});
  const found: SitemapPage[] = [];
  const visit = (nodes: ReadonlyArray<CategoryNode | null> | null | undefined) => {
    for (const node of nodes ?? []) {
      if (!node) continue;
      if (node.url_path) found.push({ path: `${node.url_path}${node.url_suffix ?? ''}`, twin: `category:${node.uid}`, lastmod: null });
      visit(node.children);
    }
  };
  for (const root of answer?.categoryList ?? []) visit((root?.children ?? null) as ReadonlyArray<CategoryNode | null> | null);
  return found;
}

async function blog(run: Run): Promise<SitemapPage[]> {
  const first = await run(SitemapBlogPostsDocument, { page: 1 });
  if (!first?.amBlogPosts) return [];
  const totalPages = Math.min(MAX_BLOG_PAGES, first.amBlogPosts.total_divided_by_visible ?? 1);
  const pages = [first];
  for (let page = 2; page <= totalPages; page += 1) {
    const answer = await run(SitemapBlogPostsDocument, { page });
    if (answer) pages.push(answer);
  }
  const posts = pages.flatMap((page) =>
    (page.amBlogPosts?.items ?? []).flatMap((post) => (post?.url_key ? [{ path: `blog/post/${post.url_key}`, twin: null, lastmod: day(post.published_at) }] : []))
  );
  return [{ path: 'blog', twin: 'page:blog', lastmod: null }, ...posts];
}

async function shops(run: Run): Promise<SitemapPage[]> {
  const answer = await run(SitemapShopsDocument, { pageSize: MAX_SHOPS });
  if (!answer?.MpStoreLocatorLocations) return [];
  const open = (answer.MpStoreLocatorLocations.items ?? []).filter((shop) => shop?.location_id && Number(shop.status ?? 1) === 1);
  return [
    { path: 'shops', twin: 'page:shops', lastmod: null },
    ...open.map((shop) => ({ path: `shop/${shop!.location_id}`, twin: shop!.url_key ? `shop:${shop!.url_key}` : null, lastmod: null }))
  ];
}

async function viewPages(execute: ExecuteQuery, view: StoreViewDefinition, extensions?: ExtensionsOf): Promise<SitemapViewPages> {
  const run = runner(execute, view.code);
  // The blog's and the shops' pages only where the store has those extensions.
  const capabilities = toCapabilities(await extensions?.(view.code).catch(() => null)) ?? ALL_PRESENT;
  const parts = await Promise.all([
    categories(run),
    products(run),
    capabilities.blog ? blog(run) : Promise.resolve([]),
    capabilities.storeLocator ? shops(run) : Promise.resolve([])
  ]);
  return { code: view.code, locale: view.locale, prefix: view.prefix, pages: [{ path: '', twin: 'home', lastmod: null }, ...parts.flat()] };
}

/** Every store view's pages, from the store's GraphQL. */
export async function listSitemapPages(execute: ExecuteQuery, extensions?: ExtensionsOf): Promise<SitemapViewPages[]> {
  const views: SitemapViewPages[] = [];
  // One view after the other: a real Magento need not answer two catalogues' worth at once.
  for (const view of STORE_VIEWS) views.push(await viewPages(execute, view, extensions));
  return views;
}
