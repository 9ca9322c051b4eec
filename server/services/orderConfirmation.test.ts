/**
 * The order confirmation mail as the contract on a durable medium (OUG 34/2014 art. 8 alin. (7)): every
 * part the law asks for, in both store views' languages, absolute links, and money lines that add up.
 */
import { lastMailTo, placeTestOrder } from '../../test/helpers/orders';
import { gql, pickProducts, type PickedProduct } from '../../test/helpers/sales';
import { testAppForFile } from '../../test/helpers/server';

const ORIGIN = 'https://www.gnc.example';
const t = testAppForFile({ config: { publicBaseUrl: ORIGIN } });

const RO = { store: 'default', lang: 'ro' as const };
const EN = { store: 'en_storeview', lang: 'en' as const };

/** An amount as the mail writes it ('1.234,50 lei', 'RON 1,234.50', '−12,00 lei') in bani. */
function bani(amount: string, lang: 'ro' | 'en'): number {
  const sign = amount.trim().startsWith('−') ? -1 : 1;
  const digits = lang === 'ro' ? amount.replace(/[^\d,]/g, '').replace(',', '.') : amount.replace(/[^\d.]/g, '');
  if (!/^\d+(\.\d{2})?$/.test(digits)) throw new Error(`not an amount: "${amount}"`);
  return sign * Math.round(Number(digits) * 100);
}

interface MoneyLines {
  rows: Array<{ quantity: number; unit: number; total: number; vat: number }>;
  subtotal: number;
  discount: number;
  points: number;
  delivery: number;
  deliveryText: string;
  total: number;
  vat: Map<number, number>;
}

/** The money lines of the mail's text, read as a shopper reads them. */
function moneyLines(text: string, lang: 'ro' | 'en'): MoneyLines {
  const lines = text.split('\n');
  const one = (pattern: RegExp) => lines.map((line) => pattern.exec(line)).filter((m): m is RegExpExecArray => m !== null);
  const rows = one(/^ {2}(\d+) × (.+) = (.+) \((?:TVA|VAT) (\d+)%\)$/).map((m) => ({ quantity: Number(m[1]), unit: bani(m[2], lang), total: bani(m[3], lang), vat: Number(m[4]) }));
  const single = (pattern: RegExp) => {
    const found = one(pattern);
    if (found.length > 1) throw new Error(`${pattern} matched ${found.length} lines`);
    return found[0];
  };
  const discount = single(/^(?:Reducere|Discount)(?: \(.+\))?: (−.+)$/);
  const points = single(/^(?:Puncte My GNC Rewards folosite|My GNC Rewards points used): \d+ \((−.+)\)$/);
  const delivery = single(/^(?:Livrare|Delivery) \(.+\): (.+)$/)!;
  return {
    rows,
    subtotal: bani(single(/^Subtotal: (.+)$/)![1], lang),
    discount: discount ? bani(discount[1], lang) : 0,
    points: points ? bani(points[1], lang) : 0,
    delivery: ['Gratuit', 'Free'].includes(delivery[1]) ? 0 : bani(delivery[1], lang),
    deliveryText: delivery[1],
    total: bani(single(lang === 'ro' ? /^Total: (.+)$/ : /^Grand total: (.+)$/)![1], lang),
    vat: new Map(one(/^(?:din care TVA|of which VAT) (\d+)%: (.+)$/).map((m) => [Number(m[1]), bani(m[2], lang)]))
  };
}

/** The order as GraphQL answers it to a guest (guestOrder), for the totals the mail must repeat. */
async function orderTotals(number: string, email: string, store: string) {
  const res = await gql(t.app, `query($i: GuestOrderInformationInput!) { guestOrder(input: $i) { total { grand_total { value } total_tax { value } taxes { rate amount { value } } } } }`,
    { i: { number, email, lastname: 'Popescu' } }, { store });
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data!.guestOrder.total as { grand_total: { value: number }; total_tax: { value: number }; taxes: Array<{ rate: number; amount: { value: number } }> };
}

/** The store's trader details as its config holds them (the mail must not have them from anywhere else). */
async function storeInformation() {
  const rows = await t.db.query<{ path: string; value: string }>(
    "SELECT path, value FROM core_config WHERE store_id = 0 AND (path LIKE 'general/store_information/%' OR path = 'trans_email/ident_general/email')"
  );
  const value = (path: string) => rows.find((row) => row.path === path)!.value;
  return {
    company: value('general/store_information/company_name'),
    cui: value('general/store_information/merchant_vat_number'),
    regCom: value('general/store_information/registration_number'),
    street: value('general/store_information/street_line1'),
    city: value('general/store_information/city'),
    postcode: value('general/store_information/postcode'),
    phone: value('general/store_information/phone'),
    email: value('trans_email/ident_general/email')
  };
}

let reduced: PickedProduct;
let standard: PickedProduct;
beforeAll(async () => {
  [reduced] = await pickProducts(t.db, "p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 50 AND p.special_price IS NULL AND p.tax_class = 'reduced' AND p.price BETWEEN 40 AND 90");
  [standard] = await pickProducts(t.db, "p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 50 AND p.special_price IS NULL AND p.tax_class = 'standard' AND p.price BETWEEN 20 AND 90");
  expect(reduced && standard).toBeTruthy();
});

describe('the money lines add up to the total', () => {
  it.each([
    ['ro, a coupon and a paid delivery', RO, 1, 'paid'],
    ['en, a coupon and a paid delivery', EN, 1, 'paid'],
    ['ro, a coupon and a free delivery', RO, 6, 'free'],
    ['en, a coupon and a free delivery', EN, 6, 'free']
  ] as const)('%s', async (_, view, quantity, delivery) => {
    const email = `sum.${view.lang}.${delivery}@example.com`;
    const number = await placeTestOrder(t.app, {
      store: view.store, email, coupon: 'GNC10', products: [{ sku: reduced.sku, quantity }, { sku: standard.sku, quantity: 1 }]
    });
    const mail = await lastMailTo(t.db, email, 'sales_email_order_template');
    const lines = moneyLines(mail.text, view.lang);
    expect(lines.rows).toHaveLength(2);
    for (const row of lines.rows) expect(row.quantity * row.unit).toBe(row.total);
    const rates = await t.db.query<{ tax_percent: string }>('SELECT i.tax_percent FROM sales_order_item i JOIN sales_order o USING (order_id) WHERE o.increment_id = $1', [number]);
    expect(lines.rows.map((row) => row.vat).sort()).toEqual(rates.map((rate) => Number(rate.tax_percent)).sort());
    expect(lines.rows.reduce((sum, row) => sum + row.total, 0)).toBe(lines.subtotal);
    expect(lines.discount).toBeLessThan(0);
    if (delivery === 'free') expect(lines.deliveryText).toBe(view.lang === 'ro' ? 'Gratuit' : 'Free');
    else expect(lines.delivery).toBe(1999);
    // Row totals − discount − points + delivery = the total, to the ban.
    expect(lines.subtotal + lines.discount + lines.points + lines.delivery).toBe(lines.total);
    // The same total and VAT as the order itself.
    const totals = await orderTotals(number, email, view.store);
    expect(lines.total).toBe(Math.round(totals.grand_total.value * 100));
    expect([...lines.vat.entries()]).toEqual(totals.taxes.map((tax) => [tax.rate, Math.round(tax.amount.value * 100)]));
    expect([...lines.vat.values()].reduce((a, b) => a + b, 0)).toBe(Math.round(totals.total_tax.value * 100));
  });
});

describe('the contract on a durable medium', () => {
  const COMPANY = { company: 'Exemplu Nutriție SRL', vat_id: 'RO18547290', custom_attributes: [{ attribute_code: 'registration_number', value: 'J40/1234/2020' }] };

  it.each([RO, EN])('$lang: order, lines, payment, delivery point, addresses, invoice, trader, withdrawal right and form, absolute links', async (view) => {
    const ro = view.lang === 'ro';
    const email = `contract.${view.lang}@example.com`;
    const number = await placeTestOrder(t.app, {
      store: view.store, email, method: 'easybox/locker', locker: 'EB-B-001', payment: { code: 'banktransfer' },
      products: [{ sku: reduced.sku, quantity: 2 }],
      billing: { firstname: 'Ion', lastname: 'Ionescu', street: ['Bd. Unirii nr. 1'], city: 'Cluj-Napoca', region: 'CJ', postcode: '400001', ...COMPANY }
    });
    const mail = await lastMailTo(t.db, email, 'sales_email_order_template');
    const text = mail.text;
    const trader = await storeInformation();
    const locker = (await t.db.one<{ name: string; street: string; city: string }>("SELECT name, street, city FROM parcel_locker WHERE locker_code = 'EB-B-001'"))!;
    const item = (await t.db.one<{ name: string; price_incl_tax: string; row_total_incl_tax: string; tax_percent: string }>(
      'SELECT i.name, i.price_incl_tax, i.row_total_incl_tax, i.tax_percent FROM sales_order_item i JOIN sales_order o USING (order_id) WHERE o.increment_id = $1', [number]
    ))!;
    const money = (value: string) => (ro ? `${Number(value).toFixed(2).replace('.', ',')} lei` : `RON ${Number(value).toFixed(2)}`);

    expect(mail.subject).toBe(ro ? `Comanda ta #${number} a fost înregistrată` : `Your order #${number} has been received`);
    // The order's number and date (Romanian time), and the contract it confirms.
    expect(text).toMatch(ro
      ? new RegExp(`^Comanda #${number}, plasată pe \\d{1,2} (ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie) \\d{4}, \\d{2}:\\d{2}$`, 'm')
      : new RegExp(`^Order #${number}, placed on \\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{4}, \\d{2}:\\d{2}$`, 'm'));
    expect(text).toContain(ro ? 'confirmă contractul de vânzare la distanță' : 'confirms the distance sales contract');
    // The line: name, quantity, unit price, row total with VAT, VAT rate.
    expect(text).toContain(`${item.name}\n  2 × ${money(item.price_incl_tax)} = ${money(item.row_total_incl_tax)} (${ro ? 'TVA' : 'VAT'} ${Number(item.tax_percent)}%)`);
    expect(text).toContain(ro ? 'Toate prețurile includ TVA.' : 'All prices include VAT.');
    // Payment (bank transfer: the account, the amount and the reference), delivery, locker, addresses, invoice.
    expect(text).toMatch(ro ? /^Plată: .*transfer bancar/im : /^Payment: .*bank transfer/im);
    expect(text).toContain(`IBAN: `);
    expect(text).toContain(`${ro ? 'Referința plății' : 'Payment reference'}: ${number}`);
    const total = new RegExp(`^${ro ? 'Total' : 'Grand total'}: (.+)$`, 'm').exec(text)![1];
    expect(text).toContain(`${ro ? 'Suma' : 'Amount'}: ${total}`);
    expect(text).toMatch(ro ? /^Livrare: Easybox - Livrare la locker/m : /^Delivery: Easybox - Parcel locker delivery/m);
    expect(text).toContain(`${ro ? 'Locker' : 'Parcel locker'}: ${locker.name}, ${locker.street}, ${locker.city}`);
    expect(text).toContain(`${ro ? 'Adresa de livrare' : 'Shipping address'}: Ana Popescu, Str. Lipscani nr. 10, București`);
    expect(text).toContain(`${ro ? 'Adresa de facturare' : 'Billing address'}: Ion Ionescu, Exemplu Nutriție SRL, Bd. Unirii nr. 1, Cluj-Napoca, Cluj, 400001, ${ro ? 'România' : 'Romania'}`);
    expect(text).toContain(ro ? 'Factură pe firma: Exemplu Nutriție SRL, CUI RO18547290, Nr. Reg. Com. J40/1234/2020' : 'Invoice to: Exemplu Nutriție SRL, Tax id (CUI) RO18547290, Trade register no. J40/1234/2020');
    // The trader, as the store's config names it.
    expect(text).toContain(ro ? 'VÂNZĂTORUL' : 'THE SELLER');
    for (const detail of [trader.company, trader.cui, trader.regCom, trader.street, trader.city, trader.postcode, trader.phone, trader.email]) expect(text).toContain(detail);
    // The withdrawal right with its instructions, and the model form filled in with the trader.
    expect(text).toContain(ro ? 'DREPTUL DE RETRAGERE' : 'RIGHT OF WITHDRAWAL');
    expect(text).toContain(ro ? 'în termen de 14 zile' : 'within 14 days');
    expect(text).toContain(ro ? 'CONSECINȚELE RETRAGERII' : 'EFFECTS OF WITHDRAWAL');
    expect(text).toContain(ro ? 'aceeași metodă de plată' : 'same means of payment');
    expect(text).toContain(ro ? 'desigilate după livrare' : 'unsealed after delivery');
    expect(text).toContain(ro ? 'MODEL DE FORMULAR DE RETRAGERE' : 'MODEL WITHDRAWAL FORM');
    expect(text).toContain(`— ${ro ? 'Către' : 'To'} ${trader.company}, ${trader.street}`);
    expect(text).toContain(ro ? 'Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*)' : 'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract');
    // Absolute links to the terms and to the withdrawal function, in the view's language.
    const prefix = ro ? '' : '/en';
    const withdrawal = `${ORIGIN}${prefix}/retragere-din-contract?order=${number}`;
    expect(text).toContain(`${ro ? 'Termenii și condițiile' : 'Terms and conditions'}: ${ORIGIN}${prefix}/termeni-si-conditii`);
    expect(text).toContain(withdrawal);
    // Every link of both versions is absolute.
    for (const href of mail.html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https:\/\/www\.gnc\.example\//);
    expect(mail.html).toContain(`<a href="${withdrawal}">`);
    expect(mail.html).toContain('<table');
    expect(mail.html).toContain(ro ? '<h3>Model de formular de retragere</h3>' : '<h3>Model withdrawal form</h3>');
  });

  it('names the pickup shop for in-store pickup', async () => {
    const shop = (await t.db.one<{ location_id: number; name: string; street: string; city: string }>(
      "SELECT location_id, name, street, city FROM store_location WHERE url_key = 'afi-cotroceni' AND store_ids = '2'"
    ))!;
    const email = 'pickup.en@example.com';
    await placeTestOrder(t.app, { store: 'en_storeview', email, method: 'instore/pickup', pickup: String(shop.location_id), products: [{ sku: reduced.sku, quantity: 1 }] });
    const mail = await lastMailTo(t.db, email, 'sales_email_order_template');
    expect(mail.text).toContain(`Pickup at: ${shop.name}, ${shop.street}, ${shop.city}`);
    expect(moneyLines(mail.text, 'en').deliveryText).toBe('Free');
  });
});
