import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { usePageFetchPolicy } from '../../../api/apollo/usePageFetchPolicy';
import { inStore, useStoreView } from '../../../components/storeView';
import { HERO_SLIDER_ID, heroContent, type HeroContent } from './heroRules';
import { GetHomeHeroDocument, GetHomeCategoriesDocument, type GetHomeCategoriesQuery } from './home.generated';

type HomeCategory = NonNullable<NonNullable<NonNullable<GetHomeCategoriesQuery['categoryList']>[number]>['children']>[number];

const HERO_VARIABLES = { sliderId: HERO_SLIDER_ID };

/** Top-level categories shown in the home carousel. */
const MAX_CATEGORIES = 12;

export function useHero() {
  // network-only, or the answer the server sent with this very page.
  const fetchPolicy = usePageFetchPolicy(GetHomeHeroDocument, HERO_VARIABLES, 'network-only');
  const { data, loading, error } = useQuery(GetHomeHeroDocument, { variables: HERO_VARIABLES, fetchPolicy });
  const content: HeroContent | null = data ? heroContent(data.mpBannerSlider?.items, data.activePromo) : null;
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    content,
    /** The store's name (its group's: the shop, in every view). */
    storeName: data?.storeConfig?.store_group_name?.trim() || null
  };
}

export interface CategoryTileModel {
  uid: string;
  name: string;
  href: string;
  image: string;
}

export function visibleHomeCategories(children: ReadonlyArray<HomeCategory> | null | undefined, basePath: string): CategoryTileModel[] {
  return (children ?? [])
    .filter((category): category is NonNullable<HomeCategory> => Boolean(category?.image && category.name && category.url_path && category.include_in_menu !== 0))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, MAX_CATEGORIES)
    .map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
      href: inStore({ basePath }, `/${category.url_path}${category.url_suffix ?? ''}`),
      image: category.image ?? ''
    }));
}

export function useHomeCategories() {
  const view = useStoreView();
  const { data, loading } = useQuery(GetHomeCategoriesDocument);
  const categories = useMemo(() => visibleHomeCategories(data?.categoryList?.[0]?.children, view.basePath), [data, view.basePath]);
  return { isLoading: loading && !data, categories };
}
