/**
 * Magento's {{config path="…"}} directive in CMS content: the store view's setting for the paths Magento
 * lets content read, nothing for any other; and the footer's contact block, which states the store's
 * phone, e-mail and address that way in both views.
 */
import { testAppForFile } from '../../test/helpers/server';
import { saveConfig } from '../repositories/config';
import { findStoreViewByCode } from '../repositories/stores';
import { renderCmsContent } from './cmsContent';
import { COMPANY } from '../seed/content/settings';

const t = testAppForFile();

async function render(html: string, storeCode = 'default') {
  const store = await findStoreViewByCode(t.db, storeCode);
  const cache = { tags: new Set<string>(), isPrivate: false };
  const out = await renderCmsContent({ db: t.db, loaders: new Map(), store: store!, cache }, html);
  return { out, tags: [...cache.tags] };
}

const config = (path: string) => `{{config path="${path}"}}`;

test("writes the store's settings Magento lets content read, per store view, and tags the answer with the store's config", async () => {
  const ro = await render(`${config('general/store_information/phone')} | ${config('trans_email/ident_general/email')} | ${config('general/store_information/hours')}`);
  expect(ro.out).toBe(`${COMPANY.phone} | ${COMPANY.email} | ${COMPANY.hours.ro}`);
  expect(ro.tags).toEqual(expect.arrayContaining(['store_config', 'store_config_1']));
  expect((await render(config('general/store_information/hours'), 'en_storeview')).out).toBe(COMPANY.hours.en);
});

test('writes the country and the region by name, as Magento does', async () => {
  expect((await render(`${config('general/store_information/country_id')}, ${config('general/store_information/region_id')}`)).out).toBe('România, București');
  expect((await render(config('general/store_information/country_id'), 'en_storeview')).out).toBe('Romania');
});

test('writes nothing for a path off the list (a secret, a made-up path) or one without a value', async () => {
  const paths = ['payment/banktransfer/iban', 'general/store_information/company_name', 'web/secure/base_url/../../x', '', 'trans_email/ident_custom2/email'];
  const { out } = await render(paths.map((path) => `[${config(path)}]`).join(''));
  expect(out).toBe('[][][][][]');
});

test('escapes a setting for the HTML it goes into', async () => {
  await saveConfig(t.db, 'general/store_information/name', 'Ana & "Ion" <SRL>', 2);
  try {
    expect((await render(`<a title="${config('general/store_information/name')}">x</a>`, 'en_storeview')).out).toBe('<a title="Ana &amp; &quot;Ion&quot; &lt;SRL&gt;">x</a>');
  } finally {
    await t.db.query(`DELETE FROM core_config WHERE store_id = 2 AND path = 'general/store_information/name'`);
  }
});

test.each([
  ['default', 'Telefon', 'CUI', 'Nr. Reg. Com.', COMPANY.hours.ro],
  ['en_storeview', 'Phone', 'VAT', 'Trade register', COMPANY.hours.en]
])('%s: the footer-contact block states the settings, with no directive left', async (store, phone, vat, registration, hours) => {
  const res = await t.app.inject({
    method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' },
    payload: { query: '{ cmsBlocks(identifiers: ["footer-contact"]) { items { identifier content } } }' }
  });
  const content = res.json().data.cmsBlocks.items[0].content as string;
  expect(content).not.toContain('{{');
  expect(content).toContain(`<a href="tel:${COMPANY.phone}">${phone}: ${COMPANY.phone}</a>`);
  expect(content).toContain(`<a href="mailto:${COMPANY.email}">E-mail: ${COMPANY.email}</a>`);
  expect(content).toContain(`<strong>${COMPANY.legalName}</strong>`);
  expect(content).toContain(`${vat} ${COMPANY.vatNumber} · ${registration} ${COMPANY.registrationNumber}`);
  expect(content).toContain(`${COMPANY.street}, ${COMPANY.district}, ${COMPANY.city}, ${COMPANY.postcode}<br>${hours}</p>`);
});
