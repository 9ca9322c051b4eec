import {
  readListState,
  removeFilterValue,
  toggleFilterValue,
  toProductFilter,
  toProductSort,
  toSearchString,
  writeListState
} from './catalogListParams';

describe('catalog list URL state', () => {
  it('reads filters, sort and page from the query', () => {
    const state = readListState(
      new URLSearchParams('category=MTE,MTI&brand=101,103&aroma=201&price=100_200&product_list_order=price_desc&page=3&query=whey')
    );
    expect(state).toEqual({
      filters: { category_uid: ['MTE=', 'MTI='], brand: ['101', '103'], aroma: ['201'], price: ['100_200'] },
      sort: { field: 'price', direction: 'DESC' },
      page: 3
    });
  });

  it('ignores unknown sort fields, broken prices, duplicate values and pages below 2', () => {
    const state = readListState(new URLSearchParams('brand=101,101,&price=abc&product_list_order=color_asc&page=0'));
    expect(state).toEqual({ filters: { brand: ['101'] }, sort: null, page: 1 });
  });

  it('writes a readable query and keeps parameters it does not own', () => {
    const params = writeListState(
      { filters: { category_uid: ['MTE='], brand: ['101', '103'], price: ['0_100'] }, sort: { field: 'name', direction: 'ASC' }, page: 2 },
      new URLSearchParams('query=whey&page=5&brand=999')
    );
    expect(toSearchString(params)).toBe('?query=whey&category=MTE&brand=101,103&price=0_100&product_list_order=name_asc&page=2');
  });

  it('leaves page 1 and the default sort out of the URL', () => {
    expect(toSearchString(writeListState({ filters: {}, sort: null, page: 1 }))).toBe('');
  });

  it('round-trips', () => {
    const state = { filters: { aroma: ['201', '202'], gnc_tip_de_promotie: ['402'] }, sort: { field: 'price', direction: 'ASC' as const }, page: 4 };
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('toggles values; price keeps a single range', () => {
    let filters = toggleFilterValue({}, 'brand', '101');
    filters = toggleFilterValue(filters, 'brand', '102');
    expect(filters).toEqual({ brand: ['101', '102'] });
    filters = toggleFilterValue(filters, 'price', '0_100');
    filters = toggleFilterValue(filters, 'price', '100_200');
    expect(filters.price).toEqual(['100_200']);
    filters = removeFilterValue(filters, 'brand', '101');
    filters = toggleFilterValue(filters, 'brand', '102');
    expect(filters).toEqual({ price: ['100_200'] });
  });

  it('builds the products filter on top of the page filter', () => {
    expect(
      toProductFilter(
        { category_uid: ['MTE=', 'MTI='], brand: ['101'], price: ['500_'] },
        { category_uid: { eq: 'NA==' } }
      )
    ).toEqual({ category_uid: { in: ['MTE=', 'MTI='] }, brand: { eq: '101' }, price: { from: '500' } });
    expect(toProductFilter({}, { category_uid: { eq: 'NA==' } })).toEqual({ category_uid: { eq: 'NA==' } });
  });

  it('builds the sort argument', () => {
    expect(toProductSort({ field: 'price', direction: 'DESC' })).toEqual({ price: 'DESC' });
    expect(toProductSort(null)).toBeUndefined();
  });
});
