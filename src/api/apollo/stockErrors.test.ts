import { isStockMessage } from './stockErrors';

describe('isStockMessage', () => {
  it("knows Magento's out-of-stock messages in English and as the Romanian view says them", () => {
    expect(isStockMessage('The requested qty is not available')).toBe(true);
    expect(isStockMessage('Could not add the product with SKU GNC-1 to the shopping cart: The requested qty is not available')).toBe(true);
    expect(isStockMessage('Some of the products are out of stock.')).toBe(true);
    expect(isStockMessage('Cantitatea cerută nu este disponibilă')).toBe(true);
    expect(isStockMessage('Produsul cu codul GNC-1 nu a putut fi adăugat în coș: Produsul nu mai este în stoc')).toBe(true);
    expect(isStockMessage('Unele produse nu mai sunt în stoc.')).toBe(true);
  });

  it('leaves other messages alone', () => {
    expect(isStockMessage("The coupon code isn't valid. Verify the code and try again.")).toBe(false);
    expect(isStockMessage('Codul cuponului nu este valid. Verifică-l și încearcă din nou.')).toBe(false);
    expect(isStockMessage(null)).toBe(false);
  });
});
