import { isStockError, stripStockErrors } from './stockErrors';

const graphQLError = (message: string, code?: string) => ({ message, extensions: { category: 'graphql-input', ...(code ? { code } : {}) } });

describe('isStockError', () => {
  it('knows the stock errors by their code, in whatever language their message is', () => {
    expect(isStockError(graphQLError('The requested qty is not available', 'INSUFFICIENT_STOCK'))).toBe(true);
    expect(isStockError(graphQLError('Produsul cu codul GNC-1 nu a putut fi adăugat în coș: Cantitatea cerută nu este disponibilă', 'INSUFFICIENT_STOCK'))).toBe(true);
    expect(isStockError(graphQLError('Comanda nu a putut fi plasată: Unele produse nu mai sunt în stoc.', 'PRODUCT_OUT_OF_STOCK'))).toBe(true);
    // Magento's add-to-cart user error of the same name.
    expect(isStockError({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' })).toBe(true);
  });

  it('leaves other errors alone, whatever they say', () => {
    expect(isStockError(graphQLError("The coupon code isn't valid. Verify the code and try again.", 'COUPON_INVALID'))).toBe(false);
    expect(isStockError(graphQLError('Product that you are trying to add is not available.', 'PRODUCT_NOT_SALABLE'))).toBe(false);
    expect(isStockError({ code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' })).toBe(false);
    expect(isStockError(graphQLError('Some of the products are out of stock.'))).toBe(false);
    expect(isStockError(null)).toBe(false);
  });
});

describe('stripStockErrors', () => {
  it('removes stock errors and finds the cart items whose own errors are about their quantity', () => {
    const other = graphQLError('Other', 'INVALID_INPUT');
    const stripped = stripStockErrors(
      [graphQLError('Some of the products are out of stock.', 'PRODUCT_OUT_OF_STOCK'), other],
      [
        { uid: 'kept', errors: [] },
        { uid: 'gone', errors: [{ code: 'ITEM_QTY', message: 'Produsul nu mai este în stoc' }] },
        null,
        { uid: 'other', errors: [{ code: 'UNDEFINED', message: 'The requested qty is not available' }] }
      ]
    );
    expect(stripped).toEqual({ errors: [other], stockMessages: ['Some of the products are out of stock.'], affectedItemUids: ['gone'] });
  });
});
