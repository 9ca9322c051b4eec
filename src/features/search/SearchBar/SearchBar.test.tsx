import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import Link from '../../../components/Link';
import SearchBar from './SearchBar';
import { GetAutocompleteResultsDocument, type GetAutocompleteResultsQuery } from './searchBar.generated';

function suggestion(index: number, final: number, regular = final) {
  return {
    __typename: 'SimpleProduct',
    id: index,
    uid: `U${index}`,
    sku: `S${index}`,
    name: `Whey ${index}`,
    small_image: { __typename: 'ProductImage', url: `/media/catalog/product/w${index}.jpg` },
    url_key: `whey-${index}`,
    url_suffix: '.html',
    price: { __typename: 'ProductPrices', regularPrice: { __typename: 'Price', amount: { __typename: 'Money', value: regular, currency: 'RON' } } },
    price_range: {
      __typename: 'PriceRange',
      maximum_price: {
        __typename: 'ProductPrice',
        final_price: { __typename: 'Money', currency: 'RON', value: final },
        discount: { __typename: 'ProductDiscount', amount_off: regular - final }
      }
    }
  };
}

function result(total: number): GetAutocompleteResultsQuery {
  return {
    products: {
      __typename: 'Products',
      total_count: total,
      aggregations: [
        {
          __typename: 'Aggregation',
          attribute_code: 'category_uid',
          options: [{ __typename: 'AggregationOption', label: 'Whey protein', value: 'MTE=', count: 18 }]
        }
      ],
      items: total === 0 ? [] : [suggestion(1, 100, 120), suggestion(2, 90), suggestion(3, 80)]
    } as unknown as GetAutocompleteResultsQuery['products']
  };
}

const request = (inputText: string) => ({ query: GetAutocompleteResultsDocument, variables: { inputText, pageSize: 3, currentPage: 1 } });

function setup(mocks: Array<{ request: ReturnType<typeof request>; result?: { data: GetAutocompleteResultsQuery }; error?: Error }>) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderWithProviders(<SearchBar />, { route: '/en/proteine.html', mocks });
  const input = screen.getByRole('combobox', { name: 'Search for a product' });
  return { user, input, ...view };
}

/** Advances fake time; then lets the query that the debounce started answer (the mock replies on a timer). */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      jest.advanceTimersByTime(25);
    });
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBar', () => {
  it('asks for 3 characters and shows the submit button only above 2', async () => {
    const { user, input } = setup([]);
    expect(input).toHaveAttribute('placeholder', 'Search for a product');
    await user.type(input, 'wh');
    expect(screen.getByRole('status')).toHaveTextContent('The search word must contain at least 3 characters.');
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    await user.type(input, 'e');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('waits 500 ms after typing before asking the server, then lists 3 products and the categories', async () => {
    const { user, input } = setup([{ request: request('whey'), result: { data: result(26) }, delay: 20 } as never]);
    await user.type(input, 'whey');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the products...');
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the products...');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await wait(30);
    expect(screen.getByRole('status')).toHaveTextContent('26 products');
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'whey in Whey protein18',
      // The final price alone: a suggestion names no reduction.
      'Whey 1RON 100.00',
      'Whey 2RON 90.00',
      'Whey 3RON 80.00',
      'See all 26 products'
    ]);
    expect(options[1].querySelector('img')).toHaveAttribute('width', '60');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('says "1 product" and "No products were found."', async () => {
    const single = result(1);
    single.products!.items = single.products!.items!.slice(0, 1);
    const { user, input } = setup([
      { request: request('cazeina'), result: { data: single } },
      { request: request('zzzzz'), result: { data: result(0) } }
    ]);
    await user.type(input, 'cazeina');
    await wait(600);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 product$/);
    await user.clear(input);
    await user.type(input, 'zzzzz');
    await wait(600);
    expect(screen.getByRole('status')).toHaveTextContent('No products were found.');
  });

  it('reports a failure', async () => {
    const { user, input } = setup([{ request: request('whey'), error: new Error('down') }]);
    await user.type(input, 'whey');
    await wait(600);
    expect(screen.getByRole('status')).toHaveTextContent('A problem occurred while loading the products.');
  });

  it('moves through suggestions with the arrow keys and opens one with Enter', async () => {
    const { user, input, location } = setup([{ request: request('whey'), result: { data: result(26) } }]);
    await user.type(input, 'whey');
    await wait(600);
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/en/whey-1.html');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits a trimmed, non-blank query to the results page; Escape closes the suggestions', async () => {
    const { user, input, location, store } = setup([{ request: request('whey'), result: { data: result(26) } }]);
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    fireEvent.submit(input.closest('form')!);
    expect(location().pathname).toBe('/en/proteine.html');

    await user.clear(input);
    await user.type(input, ' whey ');
    await wait(600);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().pathname).toBe('/en/search.html');
    expect(location().search).toBe('?query=whey');
    expect(store.getState().app.searchQuery).toBe('whey');
  });

  it('closes the suggestions on a click outside', async () => {
    const { user, input } = setup([{ request: request('whey'), result: { data: result(26) } }]);
    await user.type(input, 'whey');
    await wait(600);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('links a category suggestion to the results filtered by it', async () => {
    const { user, input, location } = setup([{ request: request('whey'), result: { data: result(26) } }]);
    await user.type(input, 'whey');
    await wait(600);
    await user.click(screen.getByRole('option', { name: /in Whey protein/ }));
    expect(`${location().pathname}${location().search}`).toBe('/en/search.html?query=whey&category=MTE');
  });

  it('shows the query on its results page and empties once the shopper goes to another page', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { location } = renderWithProviders(
      <>
        <SearchBar />
        <Link to="/en/search.html?query=casein">Casein results</Link>
        <Link to="/en/proteine.html">Proteins</Link>
      </>,
      { route: '/en/search.html?query=whey' }
    );
    const input = screen.getByRole('combobox', { name: 'Search for a product' });
    expect(input).toHaveValue('whey');
    await user.click(screen.getByRole('link', { name: 'Casein results' }));
    expect(input).toHaveValue('casein');
    await user.click(screen.getByRole('link', { name: 'Proteins' }));
    expect(location().pathname).toBe('/en/proteine.html');
    expect(input).toHaveValue('');
    // What the shopper types on another page stays while they move between pages.
    await user.type(input, 'cre');
    await user.click(screen.getByRole('link', { name: 'Proteins' }));
    expect(input).toHaveValue('cre');
  });
});
