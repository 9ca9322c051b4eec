// Apollo mocks of the menu queries: root category Mg== with four categories (one hidden from the menu,
// out of position order), one of them with children; and two blog categories.
import { GetBlogCategoriesForMenuDocument, GetNavigationCategoryDocument, GetMegaMenuDocument, GetRootCategoryUidDocument } from '../navigation.generated';
import type { MenuCategory } from '../menuModel';

export function category(uid: string, name: string, position: number, extra: Partial<MenuCategory> = {}): MenuCategory & { __typename: string } {
  return {
    __typename: 'CategoryTree',
    uid,
    name,
    position,
    include_in_menu: 1,
    url_path: name.toLowerCase().replace(/\s+/g, '-'),
    url_suffix: '.html',
    children_count: '0',
    ...extra
  };
}

const whey = category('MTE=', 'Whey protein', 1, { url_path: 'proteins/whey-protein' });
const casein = category('MTM=', 'Casein', 2, { url_path: 'proteins/casein' });
const proteins = category('NA==', 'Proteins', 2, { children_count: '2' });
const offers = category('Mw==', 'Offers', 1);
const vitamins = category('Nw==', 'Vitamins', 3);
const clearance = category('Mjk=', 'Clearance', 0, { include_in_menu: 0 });

export const rootMock = {
  request: { query: GetRootCategoryUidDocument },
  result: { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'en_storeview', root_category_uid: 'Mg==' } } },
  maxUsageCount: 10
};

export const megaMenuMock = {
  request: { query: GetMegaMenuDocument },
  result: {
    data: {
      categoryList: [
        {
          __typename: 'CategoryTree',
          uid: 'Mg==',
          children: [
            { ...vitamins, children: [] },
            { ...proteins, children: [{ ...whey, children: [] }, { ...casein, children: [] }] },
            { ...clearance, children: [] },
            { ...offers, children: [] }
          ]
        }
      ]
    }
  },
  maxUsageCount: 10
};

export const rootChildrenMock = {
  request: { query: GetNavigationCategoryDocument, variables: { uid: 'Mg==' } },
  result: { data: { categoryList: [{ ...category('Mg==', 'Default Category', 0, { children_count: '4' }), children: [vitamins, proteins, clearance, offers] }] } }
};

export const proteinsChildrenMock = {
  request: { query: GetNavigationCategoryDocument, variables: { uid: 'NA==' } },
  result: { data: { categoryList: [{ ...proteins, children: [casein, whey] }] } }
};

export const blogMock = {
  request: { query: GetBlogCategoriesForMenuDocument },
  result: {
    data: {
      amBlogCategories: {
        __typename: 'AmBlogCategories',
        items: [
          { __typename: 'AmBlogCategory', category_id: 8, name: 'Training', url_key: 'training', parent_id: '0', sort_order: '3' },
          { __typename: 'AmBlogCategory', category_id: 6, name: 'Nutrition', url_key: 'nutrition', parent_id: '0', sort_order: '1' }
        ]
      }
    }
  },
  maxUsageCount: 10
};
