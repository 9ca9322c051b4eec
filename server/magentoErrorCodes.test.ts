import { addMagentoErrorCodes, codeForMagentoMessage } from './magentoErrorCodes';
import { CART_NOT_ACTIVE_MESSAGE } from './services/cart';
import { DUPLICATE_EMAIL_MESSAGE, INVALID_LOGIN_MESSAGE, RESET_PASSWORD_FAILED_MESSAGE, SIGN_IN_FAILED_MESSAGE } from './services/customer';
import { MAX_QTY_MESSAGE, NO_SOURCE_ITEMS_MESSAGE, OUT_OF_STOCK_ORDER_MESSAGE, QTY_NOT_AVAILABLE_MESSAGE } from './services/stock';

describe("a stock Magento's errors, named by the proxy", () => {
  it.each([
    // Magento 2.4.7's wording…
    ['Could not find a cart with ID "abc"', 'CART_NOT_FOUND'],
    ['The current user cannot perform operations on cart "abc"', 'CART_FORBIDDEN'],
    ['Product that you are trying to add is not available.', 'PRODUCT_OUT_OF_STOCK'],
    ['Could not add the product with SKU W-1 to the shopping cart: The requested qty is not available', 'INSUFFICIENT_STOCK'],
    ['The password needs at least 8 characters. Create a new password and try again.', 'PASSWORD_POLICY'],
    ['Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.', 'PASSWORD_POLICY'],
    ["The password doesn't match this account. Verify the password and try again.", 'INVALID_CREDENTIALS'],
    ['The password token is mismatched. Reset and try again.', 'PASSWORD_RESET_LINK_INVALID'],
    // …which the embedded back end words the same way.
    [CART_NOT_ACTIVE_MESSAGE, 'CART_INACTIVE'],
    [OUT_OF_STOCK_ORDER_MESSAGE, 'PRODUCT_OUT_OF_STOCK'],
    [NO_SOURCE_ITEMS_MESSAGE, 'PRODUCT_OUT_OF_STOCK'],
    [QTY_NOT_AVAILABLE_MESSAGE, 'INSUFFICIENT_STOCK'],
    [MAX_QTY_MESSAGE, 'INSUFFICIENT_STOCK'],
    [DUPLICATE_EMAIL_MESSAGE, 'EMAIL_TAKEN'],
    [SIGN_IN_FAILED_MESSAGE, 'INVALID_CREDENTIALS'],
    [INVALID_LOGIN_MESSAGE, 'INVALID_CREDENTIALS'],
    [RESET_PASSWORD_FAILED_MESSAGE, 'PASSWORD_RESET_LINK_INVALID']
  ])('%s → %s', (message, code) => {
    expect(codeForMagentoMessage(message)).toBe(code);
  });

  it('names nothing else, and keeps a code the answer already has', () => {
    expect(codeForMagentoMessage('The coupon code isn\u2019t valid.')).toBeNull();
    expect(codeForMagentoMessage(undefined)).toBeNull();
    const answer = { errors: [{ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity', code: 'OTHER' } }] };
    expect(addMagentoErrorCodes(answer)).toBe(false);
    expect(answer.errors[0].extensions.code).toBe('OTHER');
    expect(addMagentoErrorCodes(null)).toBe(false);
  });
});
