import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import type { ProductTileFieldsFragment } from '../ProductTile/productTile.generated';
import ProductListing from './ProductListing';
import { useProductListing } from './useProductListing';
import { LISTING_PAGE_SIZE } from './listingModel';
import { GetFilterCategoryNamesDocument, GetProductListingDocument, type GetProductListingQuery, type GetProductListingQueryVariables } from './productListing.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'RON' });
const price = (value: number) => ({
  __typename: 'ProductPrice',
  final_price: money(value),
  regular_price: money(value),
  discount: { __typename: 'ProductDiscount', amount_off: 0, percent_off: 0 },
  prior_price: null
});

function item(index: number): ProductTileFieldsFragment {
  return {
    __typename: 'SimpleProduct',
    uid: `P${index}`,
    sku: `SKU-${index}`,
    name: `Product ${index}`,
    url_key: `product-${index}`,
    url_suffix: '.html',
    small_image: { __typename: 'ProductImage', url: `/media/catalog/product/p${index}.jpg`, label: null } as ProductTileFieldsFragment['small_image'],
    stock_status: 'IN_STOCK',
    rating_summary: 0,
    review_count: 0,
    gnc_tip_de_promotie: null,
    gnc_etichete_promotie: [],
    gnc_eticheta_speciala: null,
    data_expirarii: null,
    net_quantity: null,
    net_quantity_unit: null,
    unit_price_basis: null,
    aroma_multivalue: [],
    price_range: { __typename: 'PriceRange', minimum_price: price(100 + index), maximum_price: price(100 + index) } as ProductTileFieldsFragment['price_range']
  };
}

const option = (label: string, value: string, count: number) => ({ __typename: 'AggregationOption', label, value, count });

/** A layered-navigation filter as the search answers it: its count is the number of its options. */
const aggregation = (attribute_code: string, label: string, position: number, options: ReturnType<typeof option>[]) => ({
  __typename: 'Aggregation',
  attribute_code,
  label,
  count: options.length,
  position,
  options
});

const aggregations = [
  aggregation('category_uid', 'Category', 0, [option('Whey protein', 'MTE=', 2), option('Casein', 'MTM=', 1)]),
  aggregation('brand', 'Brand', 2, [option('GNC', '101', 2), option('MyProtein', '103', 1)]),
  aggregation('price', 'Price', 1, [option('100-200', '100_200', 3)])
];

function listing(count: number, totalPages = 1): GetProductListingQuery {
  return {
    products: {
      __typename: 'Products',
      total_count: count,
      page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: totalPages },
      sort_fields: {
        __typename: 'SortFields',
        default: 'position',
        options: ['position', 'name', 'price'].map((value) => ({ __typename: 'SortField', value, label: value }))
      },
      aggregations,
      items: Array.from({ length: Math.min(count, 3) }, (_, index) => item(index + 1))
    } as GetProductListingQuery['products']
  };
}

const BASE = { category_uid: { eq: 'NA==' } };

function mock(variables: Partial<GetProductListingQueryVariables>, data: GetProductListingQuery) {
  return {
    request: { query: GetProductListingDocument, variables: { filter: BASE, pageSize: LISTING_PAGE_SIZE, currentPage: 1, ...variables } },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY
  };
}

const baseFilter = BASE;
const hidden = ['NA=='];

function renderListing(route: string, mocks: ReturnType<typeof mock>[]) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <ProductListing
            baseFilter={baseFilter}
            hiddenCategoryUids={hidden}
            fallbackSortFields={['position', 'name', 'price']}
            emptyMessage="There are no products in this category yet."
          />
        }
      />
    </Routes>,
    { route, mocks, locale: 'en-US' }
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('ProductListing', () => {
  it('shows a skeleton, then the products, count and filter groups from the aggregations', async () => {
    renderListing('/en/proteine.html', [mock({}, listing(3))]);
    expect(screen.getByTestId('gallery-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('3 products');
    // The tiles follow the count in a low-priority render.
    expect(await screen.findAllByRole('heading', { level: 3, name: /Product \d/ })).toHaveLength(3);
    const sidebar = screen.getByTestId('filter-sidebar');
    const groups = within(sidebar).getAllByRole('button', { expanded: true }).map((button) => button.textContent);
    expect(groups).toEqual(['Category', 'Price', 'Brand']);
    expect(within(sidebar).getByRole('checkbox', { name: /GNC/ })).not.toBeChecked();
    expect(within(sidebar).getByText('RON 100 – RON 200')).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: /Whey protein/ })).toBeInTheDocument();
  });

  it('applies a filter through the URL, shows its chip and clears all', async () => {
    const view = renderListing('/en/proteine.html', [
      mock({}, listing(3)),
      mock({ filter: { ...BASE, brand: { eq: '101' } } }, listing(2)),
      mock({ filter: { ...BASE, brand: { in: ['101', '103'] } } }, listing(3))
    ]);
    const sidebar = await screen.findByTestId('filter-sidebar');
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: /GNC/ }));
    expect(view.location().search).toBe('?brand=101');
    expect(await screen.findByRole('button', { name: 'Remove filter Brand: GNC' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 products')).toBeInTheDocument());
    expect(within(sidebar).getByRole('checkbox', { name: /GNC/ })).toBeChecked();

    await userEvent.click(within(sidebar).getByRole('checkbox', { name: /MyProtein/ }));
    expect(view.location().search).toBe('?brand=101,103');
    expect(await screen.findByRole('button', { name: 'Remove filter Brand: MyProtein' })).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all' })[0]);
    expect(view.location().search).toBe('');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull());
  });

  it('names a chosen category the aggregations do not list (a link chose it), never showing its id', async () => {
    renderListing('/en/proteine.html?category=MTU', [
      mock({ filter: { category_uid: { eq: 'MTU=' } } }, listing(3)),
      {
        request: { query: GetFilterCategoryNamesDocument, variables: { uids: ['MTU='] } },
        result: { data: { categoryList: [{ __typename: 'CategoryTree', uid: 'MTU=', name: 'Vitamins' }] } },
        maxUsageCount: Number.POSITIVE_INFINITY
      } as unknown as ReturnType<typeof mock>
    ]);
    expect(await screen.findByRole('button', { name: 'Remove filter Category: Vitamins' })).toBeInTheDocument();
    expect(screen.queryByText(/MTU/)).toBeNull();
  });

  it('removes one filter with its chip and goes back to page 1', async () => {
    const view = renderListing('/en/proteine.html?category=MTE&page=2', [
      mock({ filter: { category_uid: { eq: 'MTE=' } }, currentPage: 2 }, listing(30, 2)),
      mock({}, listing(3))
    ]);
    const chip = await screen.findByRole('button', { name: 'Remove filter Category: Whey protein' });
    await userEvent.click(chip);
    expect(view.location().search).toBe('');
  });

  it('sorts from the sort menu, with the keyboard too', async () => {
    const view = renderListing('/en/proteine.html', [
      mock({}, listing(3)),
      mock({ sort: { price: 'DESC' } }, listing(3)),
      mock({ sort: { name: 'ASC' } }, listing(3))
    ]);
    const button = await screen.findByRole('button', { name: 'Sort by: Recommended' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Sort products' });
    expect(within(menu).getAllByRole('menuitemradio').map((option) => option.textContent)).toEqual([
      'Recommended',
      'Name: A to Z',
      'Price: low to high',
      'Price: high to low'
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Recommended' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Price: high to low' }));
    expect(view.location().search).toBe('?product_list_order=price_desc');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sort by: Price: high to low' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Recommended' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(view.location().search).toBe('?product_list_order=name_asc');

    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('pages with links, keeping filters and sort', async () => {
    const view = renderListing('/en/proteine.html?brand=101&product_list_order=price_asc', [
      mock({ filter: { ...BASE, brand: { eq: '101' } }, sort: { price: 'ASC' } }, listing(60, 3)),
      mock({ filter: { ...BASE, brand: { eq: '101' } }, sort: { price: 'ASC' }, currentPage: 2 }, listing(60, 3))
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const page2 = within(nav).getByRole('link', { name: 'Page 2' });
    expect(page2).toHaveAttribute('href', '/en/proteine.html?brand=101&product_list_order=price_asc&page=2');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(view.location().search).toBe('?brand=101&product_list_order=price_asc&page=2');
    // The new page starts at the top of the list, with the focus there (not left on the link below).
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toContainElement(screen.getByRole('heading', { name: 'Products' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const view = renderListing('/en/proteine.html?price=100_200', [
      mock({ filter: { ...BASE, price: { from: '100', to: '200' } } }, listing(0)),
      mock({}, listing(3))
    ]);
    expect(await screen.findByText('No products match the selected filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(view.location().search).toBe('');
    expect(await screen.findByText('3 products')).toBeInTheDocument();
  });

  it('shows the page-level empty message when the list is empty without filters', async () => {
    renderListing('/en/gol.html', [mock({}, listing(0))]);
    expect(await screen.findByText('There are no products in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sort by/ })).toBeNull();
  });

  it('opens the filter drawer on small screens', async () => {
    const view = renderListing('/en/proteine.html', [mock({}, listing(3)), mock({ filter: { ...BASE, brand: { eq: '103' } } }, listing(1))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Brand/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /MyProtein/ }));
    expect(view.location().search).toBe('?brand=103');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show 1 product' }));
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });
});

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

describe('ProductListing history', () => {
  it('shows the earlier list again after Back', async () => {
    const view = renderWithProviders(
      <>
        <Routes>
          <Route path="*" element={<ProductListing baseFilter={baseFilter} fallbackSortFields={['position']} emptyMessage="none" />} />
        </Routes>
        <BackButton />
      </>,
      { route: '/en/p.html', mocks: [mock({}, listing(60, 3)), mock({ currentPage: 2 }, listing(60, 3))] }
    );
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location().search).toBe('');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
  });
});

describe('useProductListing priorities', () => {
  it('commits the new count and toolbar first, and the new tiles in a later low-priority render', async () => {
    const commits: Array<{ count: number; tiles: number; refreshing: boolean }> = [];
    function Probe() {
      const talon = useProductListing({ baseFilter, fallbackSortFields: ['position'] });
      commits.push({ count: talon.totalCount, tiles: talon.items.length, refreshing: talon.isRefreshing });
      return <p>{talon.items.length} tiles</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>,
      { route: '/en/p.html', mocks: [mock({}, listing(3))] }
    );
    expect(await screen.findByText('3 tiles')).toBeInTheDocument();
    const firstWithCount = commits.findIndex((commit) => commit.count === 3);
    // The answer's first render keeps the old (empty) grid and says it is refreshing…
    expect(commits[firstWithCount]).toEqual({ count: 3, tiles: 0, refreshing: true });
    // …and the tiles come in a render of their own, which ends the refreshing state.
    expect(commits.at(-1)).toEqual({ count: 3, tiles: 3, refreshing: false });
  });
});
