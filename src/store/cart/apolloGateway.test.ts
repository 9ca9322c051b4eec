import { toCartDetails } from './apolloGateway';
import type { MiniCartFieldsFragment } from './cart.generated';

type AnswerItem = NonNullable<NonNullable<MiniCartFieldsFragment['items']>[number]>;

const money = (value: number | null, currency: 'RON' | null = 'RON') => ({ __typename: 'Money' as const, value, currency });

function simpleItem(uid: string, overrides: Partial<Extract<AnswerItem, { __typename: 'SimpleCartItem' }>> = {}): AnswerItem {
  return {
    __typename: 'SimpleCartItem',
    uid,
    quantity: 1,
    prices: { __typename: 'CartItemPrices', price: money(100), total_item_discount: null },
    errors: null,
    product: {
      __typename: 'SimpleProduct',
      uid: `p-${uid}`,
      id: 1,
      name: `Product ${uid}`,
      sku: `SKU-${uid}`,
      url_key: null,
      gnc_tip_de_promotie: null,
      stock_status: 'IN_STOCK',
      categories: null,
      price: null,
      price_range: { __typename: 'PriceRange', maximum_price: null },
      thumbnail: null,
      media_gallery_entries: null
    },
    ...overrides
  };
}

function cart(items: Array<AnswerItem | null> | null, grandTotal = money(100)): MiniCartFieldsFragment {
  return {
    __typename: 'Cart',
    id: 'c1',
    total_quantity: 1,
    prices: { __typename: 'CartPrices', subtotal_excluding_tax: null, subtotal_including_tax: money(100), grand_total: grandTotal },
    items
  };
}

describe('toCartDetails', () => {
  it('keeps the lines the server sent and leaves out the missing ones', () => {
    expect(toCartDetails(cart([simpleItem('a'), null])).items.map((item) => item?.uid)).toEqual(['a']);
    expect(toCartDetails(cart(null)).items).toEqual([]);
  });

  it('keeps an amount only with its value and currency', () => {
    expect(toCartDetails(cart([], money(250))).prices?.grand_total).toEqual({ currency: 'RON', value: 250 });
    expect(toCartDetails(cart([], money(250, null))).prices?.grand_total).toBeNull();
    const noPrice = simpleItem('a', { prices: { __typename: 'CartItemPrices', price: money(null), total_item_discount: money(5) } });
    expect(toCartDetails(cart([noPrice])).items[0]?.prices).toBeNull();
    const discounted = simpleItem('a', { prices: { __typename: 'CartItemPrices', price: money(90), total_item_discount: money(10) } });
    expect(toCartDetails(cart([discounted])).items[0]?.prices).toEqual({ price: { currency: 'RON', value: 90 }, total_item_discount: { value: 10 } });
  });

  it('names a product without a name by its SKU', () => {
    const base = simpleItem('a');
    const unnamed = { ...base, product: { ...base.product, name: null } } as AnswerItem;
    expect(toCartDetails(cart([unnamed])).items[0]?.product).toMatchObject({ name: 'SKU-a', sku: 'SKU-a' });
  });

  it("keeps a configurable line's chosen options and the variants that have a product", () => {
    const base = simpleItem('a');
    const configurable: AnswerItem = {
      ...base,
      __typename: 'ConfigurableCartItem',
      configurable_options: [
        {
          __typename: 'SelectedConfigurableOption',
          configurable_product_option_uid: 'o1',
          option_label: 'Aromă',
          configurable_product_option_value_uid: 'v1',
          value_label: 'Vanilie'
        },
        null
      ],
      product: {
        ...base.product,
        __typename: 'ConfigurableProduct',
        variants: [
          {
            __typename: 'ConfigurableVariant',
            attributes: [{ __typename: 'ConfigurableAttributeOption', uid: 'v1' }, null],
            product: { __typename: 'SimpleProduct', uid: 'p-v1', thumbnail: { __typename: 'ProductImage', url: '/v1.jpg' } }
          },
          { __typename: 'ConfigurableVariant', attributes: [], product: null },
          null
        ]
      }
    };
    const [line] = toCartDetails(cart([configurable])).items;
    expect(line?.configurable_options?.map((option) => option.value_label)).toEqual(['Vanilie']);
    expect(line?.product.variants).toEqual([
      { attributes: [expect.objectContaining({ uid: 'v1' })], product: expect.objectContaining({ uid: 'p-v1', thumbnail: expect.objectContaining({ url: '/v1.jpg' }) }) }
    ]);
    expect(toCartDetails(cart([simpleItem('b')])).items[0]).toMatchObject({ configurable_options: null, product: { variants: null } });
  });
});
