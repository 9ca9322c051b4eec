import { buildAppliedFilters, buildFilterGroups, buildSortOptions, defaultSortOption, pagesAvailableFromError, pageWindow, type Aggregation } from './listingModel';

const formatRange = (from: number | null, to: number | null) => `${from ?? ''}–${to ?? ''} lei`;

const aggregations: Aggregation[] = [
  { __typename: 'Aggregation', attribute_code: 'brand', label: 'Brand', count: 2, position: 2, options: [{ __typename: 'AggregationOption', label: 'GNC', value: '101', count: 4 }, { __typename: 'AggregationOption', label: 'Now', value: '106', count: 0 }] },
  { __typename: 'Aggregation', attribute_code: 'price', label: 'Price', count: 1, position: 1, options: [{ __typename: 'AggregationOption', label: '0-100', value: '0_100', count: 3 }] },
  { __typename: 'Aggregation', attribute_code: 'color', label: 'Colour', count: 1, position: 0, options: [{ __typename: 'AggregationOption', label: 'Red', value: '1', count: 3 }] },
  { __typename: 'Aggregation', attribute_code: 'category_uid', label: 'Category', count: 2, position: 0, options: [{ __typename: 'AggregationOption', label: 'Proteine', value: 'NA==', count: 9 }, { __typename: 'AggregationOption', label: 'Zer', value: 'MTE=', count: 5 }] }
];

describe('listing model', () => {
  it('builds filter groups by position, only for filterable attributes, without empty options or the page category', () => {
    const groups = buildFilterGroups(aggregations, { brand: ['101'] }, formatRange, new Set(['NA==']));
    expect(groups.map((group) => group.attribute)).toEqual(['category_uid', 'price', 'brand']);
    expect(groups[0].options.map((option) => option.label)).toEqual(['Zer']);
    expect(groups[1].options[0]).toEqual({ value: '0_100', label: '0–100 lei', count: 3, selected: false });
    expect(groups[2]).toMatchObject({ selectedCount: 1, options: [{ value: '101', selected: true }] });
  });

  it('labels applied filters from the facets, with a fallback for values no facet lists', () => {
    const groups = buildFilterGroups(aggregations, {}, formatRange);
    const chips = buildAppliedFilters(groups, { brand: ['101', '999'], price: ['200_'] }, formatRange, (code) => `?${code}`);
    expect(chips).toEqual([
      { attribute: 'brand', groupLabel: 'Brand', value: '101', label: 'GNC' },
      { attribute: 'brand', groupLabel: 'Brand', value: '999', label: '999' },
      { attribute: 'price', groupLabel: 'Price', value: '200_', label: '200– lei' }
    ]);
  });

  it('offers relevance or position, name and price both ways', () => {
    const options = buildSortOptions(['relevance', 'position', 'name', 'price', 'weird']);
    expect(options.map((option) => option.id)).toEqual(['relevance_desc', 'position_asc', 'name_asc', 'price_asc', 'price_desc']);
    expect(defaultSortOption(options, 'position')?.id).toBe('position_asc');
    expect(defaultSortOption(options, null)?.id).toBe('relevance_desc');
  });

  it('windows page numbers with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });

  it("reads the page count from Magento's too-far error", () => {
    expect(pagesAvailableFromError('currentPage value 5 specified is greater than the 2 page(s) available.')).toBe(2);
    expect(pagesAvailableFromError('boom')).toBeNull();
  });
});
