import {
  clampQuantity,
  defaultSelection,
  findVariant,
  imagesForVariant,
  isValueAvailable,
  maxQuantity,
  optionsOf,
  priceModel,
  selectionFromQuery,
  selectionToQuery,
  stockModel,
  variantsOf
} from './productModel';
import { productPrice } from '../../../components/ProductTile/testing';
import { BANANA, CHOCOLATE, LARGE, SMALL, VANILLA, configurableProduct } from './testing/fixtures';

const product = configurableProduct();
const options = optionsOf(product);
const variants = variantsOf(product);
const [aroma, size] = options;

describe('product options and variants', () => {
  it('orders options by position and finds the variant of a complete selection', () => {
    expect(options.map((option) => option.code)).toEqual(['aroma', 'gramaj']);
    expect(findVariant(options, variants, { [aroma.uid]: VANILLA, [size.uid]: SMALL })?.product?.sku).toBe('MP-VAN-1000');
    expect(findVariant(options, variants, { [aroma.uid]: VANILLA, [size.uid]: LARGE })).toBeNull();
    expect(findVariant(options, variants, { [aroma.uid]: VANILLA })).toBeNull();
  });

  it('disables combinations that do not exist or are sold out', () => {
    const vanillaChosen = { [aroma.uid]: VANILLA, [size.uid]: SMALL };
    expect(isValueAvailable(options, variants, vanillaChosen, size.uid, LARGE)).toBe(false);
    expect(isValueAvailable(options, variants, vanillaChosen, size.uid, SMALL)).toBe(true);
    const smallChosen = { [aroma.uid]: CHOCOLATE, [size.uid]: SMALL };
    expect(isValueAvailable(options, variants, smallChosen, aroma.uid, BANANA)).toBe(false);
    const largeChosen = { [aroma.uid]: CHOCOLATE, [size.uid]: LARGE };
    expect(isValueAvailable(options, variants, largeChosen, aroma.uid, BANANA)).toBe(true);
    expect(isValueAvailable(options, variants, largeChosen, aroma.uid, VANILLA)).toBe(false);
  });

  it('preselects the first in-stock variant and reads/writes the selection in the query', () => {
    expect(defaultSelection(options, variants)).toEqual({ [aroma.uid]: CHOCOLATE, [size.uid]: SMALL });
    const fromQuery = selectionFromQuery(options, new URLSearchParams('aroma=202&gramaj=999&other=1'));
    expect(fromQuery).toEqual({ [aroma.uid]: VANILLA });
    const query = selectionToQuery(options, { [aroma.uid]: BANANA, [size.uid]: LARGE }, new URLSearchParams('utm=x'));
    expect(query.toString()).toBe('utm=x&aroma=203&gramaj=307');
  });

  it('shows the variant image first, then the parent gallery without its pack shot', () => {
    const vanilla = findVariant(options, variants, { [aroma.uid]: VANILLA, [size.uid]: SMALL });
    expect(imagesForVariant(product, vanilla).map((image) => image.url)).toEqual([
      '/media/catalog/product/v/a/vanilla.jpg',
      '/media/catalog/product/l/a/label.jpg'
    ]);
    expect(imagesForVariant(product, null).map((image) => image.url)[0]).toBe('/media/catalog/product/i/m/impact.jpg');
  });
});

describe('price, stock and quantity', () => {
  it('computes the discount', () => {
    const vanilla = findVariant(options, variants, { [aroma.uid]: VANILLA, [size.uid]: SMALL });
    expect(priceModel(vanilla?.product?.price_range.maximum_price)).toEqual({ final: 80, currency: 'RON', prior: 100, percentOff: 20 });
    expect(priceModel(productPrice(50))).toEqual({
      final: 50,
      currency: 'RON',
      prior: null,
      percentOff: null
    });
    // A special price without the Omnibus prior price announces nothing.
    expect(priceModel(productPrice(80, 100, { amount_off: 20, percent_off: 20 }))).toEqual({ final: 80, currency: 'RON', prior: null, percentOff: null });
  });

  it('reports in stock, only X left and out of stock, and bounds the quantity', () => {
    expect(stockModel({ stock_status: 'IN_STOCK', only_x_left_in_stock: null })).toEqual({ kind: 'in-stock' });
    expect(stockModel({ stock_status: 'IN_STOCK', only_x_left_in_stock: 3 })).toEqual({ kind: 'only-left', count: 3 });
    expect(stockModel({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: 3 })).toEqual({ kind: 'out-of-stock' });
    expect(maxQuantity({ kind: 'only-left', count: 3 })).toBe(3);
    expect(maxQuantity({ kind: 'in-stock' })).toBe(99);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7.6, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
