// Cart journeys (issue 6), both store views at 375×812 and 1440×900: the mini cart (lines, subtotal,
// 'Edit cart'), the cart page (quantity stepper, flavour change in the edit dialog, coupon, price
// summary), the trigger as a plain link on /cart, axe; a cart id changed in another tab reloads this
// one; an item another shopper bought out is removed with a notice.
import { seriousViolations } from './support/axe';
import { browserForFile, newPage, screenshot, VIEWPORTS } from './support/browser';
import { TEXT } from './support/checkoutFlow';
import {
  availableUnits,
  createGuestCart,
  graphql,
  optionUid,
  placeGuestOrderByApi,
  presetStorage,
  storageRecord,
  STORAGE_PREFIX
} from './support/shop';

const CONFIGURABLE = 'SCN-00045';
const SIMPLE = 'GNC-00001';

const session = browserForFile();

const LABELS = {
  en: { vanilla: 'Vanilla', chocolate: 'Chocolate', edit: /^Edit Scitec/, update: 'Update', coupon: 'Coupon code', apply: 'Apply', editCart: 'Edit cart', discount: 'Discount', removed: /out of stock and were removed/, empty: 'There are no items in your cart.' },
  ro: { vanilla: 'Vanilie', chocolate: 'Ciocolată', edit: /^Modifică Scitec/, update: 'Actualizează', coupon: 'Cod cupon', apply: 'Aplică', editCart: 'Modifică coșul', discount: 'Reducere', removed: /nu mai sunt în stoc/, empty: 'Nu ai niciun produs în coș.' }
} as const;

async function cartLines(cartId: string, store: string) {
  const data = await graphql<{ cart: { items: Array<{ quantity: number; product: { sku: string }; configurable_options?: Array<{ value_label: string }> }>; applied_coupons: Array<{ code: string }> | null } }>(
    'query ($id: String!) { cart(cart_id: $id) { applied_coupons { code } items { quantity product { sku } ... on ConfigurableCartItem { configurable_options { value_label } } } } }',
    { id: cartId },
    { store }
  );
  return data.cart;
}

for (const lang of ['en', 'ro'] as const) {
  const text = TEXT[lang];
  const labels = LABELS[lang];
  for (const [sizeName, size] of Object.entries(VIEWPORTS)) {
    it(`${lang} ${sizeName}: mini cart, then the cart page: quantity, flavour, coupon`, async () => {
      const page = await newPage(session, size);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const vanilla = await optionUid(CONFIGURABLE, labels.vanilla, text.store);
      const cartId = await createGuestCart(
        [
          { sku: CONFIGURABLE, quantity: 1, selected_options: [vanilla] },
          { sku: SIMPLE, quantity: 1 }
        ],
        text.store
      );
      await presetStorage(page, { cartId });
      const tag = `cart-${lang}`;
      try {
        await page.goto(text.prefix || '/');
        const trigger = page.getByRole('button', { name: text.toggleMiniCart });
        await page.getByTestId('cart-counter').filter({ hasText: '2' }).waitFor();
        await trigger.click();
        const drawer = page.getByRole('dialog');
        await drawer.getByTestId('cart-line').nth(1).waitFor();
        await screenshot(page, `${tag}-minicart`);
        await drawer.getByRole('button', { name: labels.editCart }).click();
        await page.waitForURL(`**${text.prefix}/cart`);
        await page.getByRole('heading', { name: text.cartTitle, level: 1 }).waitFor();
        // On the cart page the trigger is a plain link.
        expect(await page.getByRole('banner').locator(`a[href="${text.prefix}/cart"]`).count()).toBeGreaterThan(0);

        // Quantity stepper on the simple product.
        const simpleLine = page.getByTestId('cart-line').filter({ hasText: 'GNC' });
        await simpleLine.getByRole('button', { name: text.increase }).click();
        await page.getByTestId('cart-counter').filter({ hasText: '3' }).waitFor();
        await waitFor(async () => (await cartLines(cartId, text.store)).items.find((item) => item.product.sku === SIMPLE)?.quantity === 2);

        // Change the flavour in the edit dialog.
        await page.getByRole('button', { name: labels.edit }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox').first().selectOption({ label: labels.chocolate });
        await screenshot(page, `${tag}-edit-dialog`);
        await dialog.getByRole('button', { name: labels.update }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText(labels.chocolate, { exact: false }).first().waitFor();
        await waitFor(async () =>
          (await cartLines(cartId, text.store)).items.some((item) => item.configurable_options?.[0]?.value_label === labels.chocolate)
        );

        // Coupons: an expired one is refused, GNC10 applies 10 %.
        await page.getByLabel(labels.coupon).fill('VARA2023');
        await page.getByRole('button', { name: labels.apply }).click();
        await page.locator('#coupon-error').waitFor();
        await page.getByLabel(labels.coupon).fill('GNC10');
        await page.getByRole('button', { name: labels.apply }).click();
        await page.getByText(labels.discount, { exact: false }).first().waitFor();
        expect((await cartLines(cartId, text.store)).applied_coupons?.[0]?.code).toBe('GNC10');
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `${tag}-page`);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
}

/** Every journey runs in both store views at both sizes. */
const LANGUAGES_AND_SIZES = (['en', 'ro'] as const).flatMap((lang) =>
  (Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]]>).map(
    ([sizeName, size]) => [lang, sizeName, size] as const
  )
);

it.each(LANGUAGES_AND_SIZES)('%s %s: a cart id changed in another tab reloads this one', async (lang, _sizeName, size) => {
  const text = TEXT[lang];
  const cartId = await createGuestCart([{ sku: SIMPLE, quantity: 1 }], text.store);
  const first = await newPage(session, size);
  await presetStorage(first, { cartId });
  const second = await newPage(session, size);
  try {
    await first.goto(`${text.prefix}/cart`);
    await first.getByTestId('cart-line').waitFor();
    await first.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await second.goto(text.prefix || '/');
    // The other tab empties the cart and starts a new one (as after an order there).
    const { createEmptyCart } = await graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, { store: text.store });
    await second.evaluate(
      ({ key, record }) => localStorage.setItem(key, record),
      { key: `${STORAGE_PREFIX}cartId`, record: storageRecord(createEmptyCart) }
    );
    await first.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, { timeout: 15000 });
    await first.getByText(LABELS[lang].empty).waitFor();
    await screenshot(first, `cart-other-tab-reloaded-${lang}`);
  } finally {
    await first.close();
    await second.close();
  }
});

// A different product each time: every run buys one out.
const BOUGHT_OUT = { 'en mobile': 'SCN-00065', 'en desktop': 'NB-00127', 'ro mobile': 'MP-00148', 'ro desktop': 'ON-00070' } as const;

it.each(LANGUAGES_AND_SIZES)('%s %s: an item another shopper bought out is removed with a notice', async (lang, sizeName, size) => {
  const text = TEXT[lang];
  const sku = BOUGHT_OUT[`${lang} ${sizeName}`];
  const units = await availableUnits(sku);
  expect(units).toBeGreaterThan(0);
  const cartId = await createGuestCart(
    [
      { sku, quantity: 1 },
      { sku: SIMPLE, quantity: 1 }
    ],
    text.store
  );
  // A second shopper buys every unit left.
  await placeGuestOrderByApi([{ sku, quantity: units }]);
  const page = await newPage(session, size);
  await presetStorage(page, { cartId });
  try {
    await page.goto(`${text.prefix}/cart`);
    await page.getByText(LABELS[lang].removed).waitFor({ timeout: 20000 });
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await screenshot(page, `cart-out-of-stock-${lang}`);
    const left = await cartLines(cartId, text.store);
    expect(left.items.map((item) => item.product.sku)).toEqual([SIMPLE]);
  } finally {
    await page.close();
  }
});

async function waitFor(check: () => Promise<boolean>, timeout = 15000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Condition not met in time');
}

it.each(['en', 'ro'] as const)('%s: the mini cart and the cart say what is left until free courier delivery, as checkout counts it', async (lang) => {
  const text = TEXT[lang];
  const cartId = await createGuestCart([{ sku: SIMPLE, quantity: 1 }], text.store);
  const { cart } = await graphql<{ cart: { free_delivery: { remaining: { value: number }; threshold: { value: number } } } }>(
    'query($id: String!) { cart(cart_id: $id) { free_delivery(carrier_code: "fancourier", method_code: "standard") { threshold { value } remaining { value } } } }',
    { id: cartId },
    { store: text.store }
  );
  expect(cart.free_delivery.remaining.value).toBeGreaterThan(0);
  const remaining = new Intl.NumberFormat(lang === 'ro' ? 'ro-RO' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cart.free_delivery.remaining.value);
  const expected = lang === 'ro' ? `Mai ai ${remaining} lei până la livrarea gratuită prin curier.` : `Add RON ${remaining} more for free courier delivery.`;
  const page = await newPage(session, VIEWPORTS.mobile);
  await presetStorage(page, { cartId });
  try {
    await page.goto(text.prefix || '/');
    await page.getByTestId('cart-counter').filter({ hasText: '1' }).waitFor();
    await page.getByRole('button', { name: text.toggleMiniCart }).click();
    const line = page.getByRole('dialog').getByTestId('free-delivery');
    await line.waitFor();
    expect((await line.locator('p').textContent())?.replace(/\s+/g, ' ')).toBe(expected.replace(/\s+/g, ' '));
    // One more unit from the mini cart's stepper: the counter follows and the way to free delivery shortens.
    const before = await line.locator('p').textContent();
    await page.getByRole('dialog').getByRole('button', { name: lang === 'ro' ? 'Crește cantitatea' : 'Increase quantity' }).click();
    await page.getByTestId('cart-counter').filter({ hasText: '2' }).waitFor();
    await page.waitForFunction(
      (previous) => document.querySelector('[role="dialog"] [data-testid="free-delivery"] p')?.textContent !== previous,
      before
    );
    const after = await line.locator('p').textContent();
    await page.waitForTimeout(400); // the bar's width transition
    await screenshot(page, `cart-free-delivery-${lang}-minicart`);
    await page.goto(`${text.prefix}/cart`);
    const onPage = page.locator('main').getByTestId('free-delivery');
    await onPage.waitFor();
    // The cart page says the same as the mini cart did after the change.
    expect(await onPage.locator('p').textContent()).toBe(after);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, `cart-free-delivery-${lang}-page`);
  } finally {
    await page.close();
  }
});
