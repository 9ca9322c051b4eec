// Filling the checkout in the browser, by label, in either language.
import type { Page } from 'playwright-core';

import { graphql } from './shop';

export interface CheckoutText {
  prefix: string;
  store: string;
  email: string;
  continue: string;
  firstname: string;
  lastname: string;
  street: string;
  county: string;
  city: string;
  postcode: string;
  phone: string;
  placeOrder: string;
  reviewOrder: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  saveCard: string;
  orderNumber: RegExp;
  thanks: string;
  cashOnDelivery: RegExp;
  bankTransfer: RegExp;
  /** The bank-transfer details' row labels. */
  bankRows: { beneficiary: string; bank: string; amount: string; reference: string };
  card: RegExp;
  standard: RegExp;
  pickup: RegExp;
  pickupShop: string;
  createAccount: string;
  required: string;
  cartTitle: string;
  checkoutTitle: string;
  proceed: string;
  increase: string;
  miniCartCheckout: string;
  toggleMiniCart: RegExp;
  pickupRequired: string;
  noRecentOrder: string;
  /** Order numbers of the store view: 000000001… (ro), 200000001… (en). */
  orderNumberPattern: RegExp;
}

export const TEXT: Record<'en' | 'ro', CheckoutText> = {
  en: {
    prefix: '/en',
    store: 'en_storeview',
    email: 'Email',
    continue: 'Continue',
    firstname: 'First name',
    lastname: 'Last name',
    street: 'Street and number',
    county: 'County',
    city: 'City',
    postcode: 'Postcode',
    phone: 'Phone',
    placeOrder: 'Order with obligation to pay',
    reviewOrder: 'Review order',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    saveCard: 'Save this card for later purchases',
    orderNumber: /Your order number is/,
    thanks: 'Thank you for your order!',
    cashOnDelivery: /Cash on delivery/i,
    bankTransfer: /Bank transfer/i,
    bankRows: { beneficiary: 'Beneficiary', bank: 'Bank', amount: 'Amount', reference: 'Payment reference' },
    card: /Credit or debit card/i,
    standard: /Standard delivery/i,
    pickup: /pick ?up/i,
    pickupShop: 'Shop to pick up from',
    createAccount: 'Create an Account',
    required: 'This is a required field.',
    cartTitle: 'Shopping Cart',
    checkoutTitle: 'Checkout',
    proceed: 'Proceed to Checkout',
    increase: 'Increase quantity',
    miniCartCheckout: 'Checkout',
    toggleMiniCart: /Toggle mini cart/,
    pickupRequired: 'Choose the shop you will pick the order up from.',
    noRecentOrder: 'There is no recent order to show.',
    orderNumberPattern: /^2\d{8}$/
  },
  ro: {
    prefix: '',
    store: 'default',
    email: 'E-mail',
    continue: 'Continuă',
    firstname: 'Prenume',
    lastname: 'Nume',
    street: 'Strada și numărul',
    county: 'Județ',
    city: 'Localitate',
    postcode: 'Cod poștal',
    phone: 'Telefon',
    placeOrder: 'Comandă cu obligație de plată',
    reviewOrder: 'Verifică comanda',
    cardNumber: 'Numărul cardului',
    expiry: 'Data expirării (LL/AA)',
    cvc: 'Cod de securitate (CVC)',
    saveCard: 'Salvează cardul pentru cumpărăturile viitoare',
    orderNumber: /Numărul comenzii tale este/,
    thanks: 'Îți mulțumim pentru comandă!',
    cashOnDelivery: /ramburs/i,
    bankTransfer: /Transfer bancar/i,
    bankRows: { beneficiary: 'Beneficiar', bank: 'Banca', amount: 'Suma', reference: 'Referința plății' },
    card: /Card de credit/i,
    standard: /Livrare standard/i,
    pickup: /Ridicare/i,
    pickupShop: 'Magazinul din care ridici comanda',
    createAccount: 'Creează un cont',
    required: 'Acest câmp este obligatoriu.',
    cartTitle: 'Coșul de cumpărături',
    checkoutTitle: 'Finalizarea comenzii',
    proceed: 'Finalizează comanda',
    increase: 'Crește cantitatea',
    miniCartCheckout: 'Finalizează comanda',
    toggleMiniCart: /Deschide coșul/,
    pickupRequired: 'Alege magazinul din care ridici comanda.',
    noRecentOrder: 'Nu există nicio comandă recentă de afișat.',
    orderNumberPattern: /^0\d{8}$/
  }
};

export interface AddressInput {
  firstname: string;
  lastname: string;
  street: string;
  countyCode: string;
  city: string;
  postcode: string;
  phone: string;
}

export const BUCHAREST: AddressInput = {
  firstname: 'Ana',
  lastname: 'Popescu',
  street: 'Str. Lipscani 12',
  countyCode: 'B',
  city: 'București',
  postcode: '030031',
  phone: '0721 234 567'
};

function step(page: Page, id: string) {
  return page.locator(`section[data-step="${id}"]`);
}

export async function fillContact(page: Page, text: CheckoutText, email: string): Promise<void> {
  const contact = step(page, 'contact');
  await contact.getByLabel(text.email).fill(email);
  await contact.getByRole('button', { name: text.continue }).click();
}

export async function fillAddress(page: Page, text: CheckoutText, address: AddressInput): Promise<void> {
  const form = step(page, 'address');
  await form.getByLabel(text.firstname, { exact: true }).fill(address.firstname);
  await form.getByLabel(text.lastname, { exact: true }).fill(address.lastname);
  await form.getByLabel(text.street, { exact: true }).fill(address.street);
  await form.getByLabel(text.county).selectOption(address.countyCode);
  await form.getByLabel(text.city).fill(address.city);
  await form.getByLabel(text.postcode).fill(address.postcode);
  await form.getByLabel(text.phone).fill(address.phone);
  await form.getByRole('button', { name: text.continue }).click();
}

export async function chooseShipping(page: Page, text: CheckoutText, method: RegExp, extra?: { shop?: string }): Promise<void> {
  const form = step(page, 'shippingMethod');
  await form.getByRole('radio', { name: method }).check();
  if (extra?.shop) await form.getByLabel(text.pickupShop).selectOption({ label: extra.shop });
  await form.getByRole('button', { name: text.continue }).click();
}

export async function billingSame(page: Page, text: CheckoutText): Promise<void> {
  await step(page, 'billing').getByRole('button', { name: text.continue }).click();
}

/** A guest's checkout, from its page to the payment step: contact, the Bucharest address, standard courier, billing as shipping. */
export async function guestToPayment(page: Page, text: CheckoutText, email: string): Promise<void> {
  await page.goto(`${text.prefix}/checkout`);
  await fillContact(page, text, email);
  await fillAddress(page, text, BUCHAREST);
  await chooseShipping(page, text, text.standard);
  await billingSame(page, text);
}

export async function payCash(page: Page, text: CheckoutText): Promise<void> {
  const form = step(page, 'payment');
  await form.getByRole('radio', { name: text.cashOnDelivery }).check();
  await form.getByRole('button', { name: text.reviewOrder }).click();
}

/** Chooses bank transfer; answers the details the step shows (row label → value) before moving on. */
export async function payByBankTransfer(page: Page, text: CheckoutText): Promise<Record<string, string>> {
  const form = step(page, 'payment');
  await form.getByRole('radio', { name: text.bankTransfer }).check();
  const details = await bankTransferRows(page);
  await form.getByRole('button', { name: text.reviewOrder }).click();
  return details;
}

/** The bank-transfer details shown on the page: row label → value. */
export async function bankTransferRows(page: Page): Promise<Record<string, string>> {
  const box = page.getByTestId('bank-transfer');
  await box.locator('dl').waitFor();
  const rows = await box.locator('dl > div').evaluateAll((divs) =>
    divs.map((div) => [div.querySelector('dt')?.textContent ?? '', (div.querySelector('dd')?.firstChild?.textContent ?? '').trim()])
  );
  return Object.fromEntries(rows);
}

export async function payByCard(page: Page, text: CheckoutText, number: string, options: { save?: boolean } = {}): Promise<void> {
  const form = step(page, 'payment');
  await form.getByRole('radio', { name: text.card }).check();
  await form.getByLabel(text.cardNumber).fill(number);
  await form.getByLabel(text.expiry).fill('12/30');
  await form.getByLabel(text.cvc).fill('123');
  if (options.save) await form.getByLabel(text.saveCard).check();
  await form.getByRole('button', { name: text.reviewOrder }).click();
}

export async function placeOrder(page: Page, text: CheckoutText): Promise<void> {
  const review = step(page, 'review');
  const button = review.getByRole('button', { name: text.placeOrder });
  await button.waitFor();
  // The terms and the privacy policy (checkout agreements), ticked as a shopper does.
  const agreements = review.getByRole('checkbox');
  await agreements.first().waitFor();
  for (const box of await agreements.all()) await box.check();
  // A double click must still place one order.
  await button.dblclick();
}

export async function receiptOrderNumber(page: Page, text: CheckoutText): Promise<string> {
  await page.getByRole('heading', { name: text.thanks }).waitFor({ timeout: 30000 });
  await page.getByTestId('order-number').waitFor({ timeout: 30000 });
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

/**
 * An order a guest placed, read back from the server the way any guest can (Magento's guestOrder: its
 * number, the order's e-mail and the billing last name): what the receipt showed is what was ordered.
 */
export interface PlacedOrder {
  number: string;
  email: string;
  shipping_method: string | null;
  payment_methods: Array<{ type: string }>;
  items: Array<{ product_sku: string; quantity_ordered: number }>;
}

export async function guestOrder(details: { number: string; email: string; lastname: string }, store: string): Promise<PlacedOrder> {
  const data = await graphql<{ guestOrder: PlacedOrder }>(
    'query ($input: GuestOrderInformationInput!) { guestOrder(input: $input) { number email shipping_method payment_methods { type } items { product_sku quantity_ordered } } }',
    { input: details },
    { store }
  );
  return data.guestOrder;
}
