/** Catalogue queries (products, categoryList, categories, category) and category fields. */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { noSuchEntityError } from '../../domain/errors';
import {
  catalogUrls, categoryBreadcrumbs, categoryChildren, encodeUid, findCategories, getCategory, layerFilters, listProducts,
  pageCategories, productAggregations, type LayerFilter, type CategoryFilterInput, type CategoryRecord, type ProductsArgs, type ProductsResult,
  type ProductSortInput
} from '../../services/catalog';
import { categoryCmsBlock } from '../../services/categoryContent';

type Ctx = GraphQLContext;

const categoryImageUrl = (media: string, image: string | null) => (image ? `${media}catalog/category/${image}` : null);

const CategoryFields = {
  uid: (category: CategoryRecord) => encodeUid(category.id),
  path_in_store: (category: CategoryRecord) => category.path.split('/').slice(2).join('/') || null,
  include_in_menu: (category: CategoryRecord) => (category.include_in_menu ? 1 : 0),
  is_anchor: (category: CategoryRecord) => (category.is_anchor ? 1 : 0),
  children_count: (category: CategoryRecord) => String(category.children_count),
  updated_at: (category: CategoryRecord) => category.created_at,
  url_suffix: async (_: CategoryRecord, __: unknown, ctx: Ctx) => (await catalogUrls(ctx)).categorySuffix,
  canonical_url: async (category: CategoryRecord, _: unknown, ctx: Ctx) =>
    category.url_path ? `${category.url_path}${(await catalogUrls(ctx)).categorySuffix}` : null,
  image: async (category: CategoryRecord, _: unknown, ctx: Ctx) => categoryImageUrl((await catalogUrls(ctx)).media, category.image),
  breadcrumbs: (category: CategoryRecord, _: unknown, ctx: Ctx) => categoryBreadcrumbs(ctx, category),
  cms_block: (category: CategoryRecord, _: unknown, ctx: Ctx) => categoryCmsBlock(ctx, category),
  products: async (category: CategoryRecord, args: { pageSize?: number; currentPage?: number; sort?: ProductSortInput }, ctx: Ctx) => {
    const result = await listProducts(ctx, { pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort }, category.id);
    return { items: result.items, page_info: result.page_info, total_count: result.total_count };
  },
  // RoutableInterface: the router spreads relative_url / redirect_code / type onto the record.
  relative_url: async (category: CategoryRecord & { relative_url?: string }, _: unknown, ctx: Ctx) =>
    category.relative_url ?? (category.url_path ? `${category.url_path}${(await catalogUrls(ctx)).categorySuffix}` : null),
  redirect_code: (category: CategoryRecord & { redirect_code?: number }) => category.redirect_code ?? 0,
  type: (category: CategoryRecord & { type?: string }) => category.type ?? 'CATEGORY'
};

export default {
  Query: {
    products: (_: unknown, args: ProductsArgs, ctx: Ctx) => listProducts(ctx, args),
    categoryList: async (_: unknown, args: { filters?: CategoryFilterInput }, ctx: Ctx) => {
      const categories = await findCategories(ctx, args.filters);
      addCacheTags(ctx, ...categories.map((c) => `cat_c_${c.id}`));
      return categories;
    },
    categories: (_: unknown, args: { filters?: CategoryFilterInput; pageSize?: number; currentPage?: number }, ctx: Ctx) =>
      pageCategories(ctx, args.filters, args.pageSize ?? 20, args.currentPage ?? 1),
    category: async (_: unknown, args: { id?: number | null }, ctx: Ctx) => {
      const category = await getCategory(ctx, args.id ?? ctx.store.rootCategoryId);
      if (!category) throw noSuchEntityError('CATEGORY_NOT_FOUND', `Category doesn't exist`);
      addCacheTags(ctx, `cat_c_${category.id}`);
      return category;
    }
  },
  CategoryInterface: {
    __resolveType: () => 'CategoryTree'
  },
  CategoryTree: {
    ...CategoryFields,
    children: (category: CategoryRecord, _: unknown, ctx: Ctx) => categoryChildren(ctx, category)
  },
  Products: {
    aggregations: (result: ProductsResult, args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } }, ctx: Ctx) =>
      productAggregations(ctx, result, Boolean(args.filter?.category?.includeDirectChildrenOnly)),
    filters: async (result: ProductsResult, _: unknown, ctx: Ctx) => layerFilters(ctx, await productAggregations(ctx, result, false))
  },
  LayerFilterItemInterface: {
    __resolveType: (item: LayerFilter['filter_items'][number]) => (item.swatch_data ? 'SwatchLayerFilterItem' : 'LayerFilterItem')
  },
  SwatchLayerFilterItemInterface: {
    __resolveType: () => 'SwatchLayerFilterItem'
  },
  AggregationOptionInterface: {
    __resolveType: () => 'AggregationOption'
  }
};
