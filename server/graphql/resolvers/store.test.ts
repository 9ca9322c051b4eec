/** storeConfig, availableStores, currency, countries and country on the seeded demo store. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, host: 'shop.example.ro', 'content-type': 'application/json' }, payload: { query } });
  return res.json();
}

const STORE_CONFIG = `{ storeConfig { id store_code store_name store_group_name store_group_code store_sort_order is_default_store
  is_default_store_group website_code website_name locale base_currency_code default_display_currency_code timezone weight_unit
  base_url base_link_url secure_base_media_url copyright contact_enabled category_url_suffix product_url_suffix root_category_id
  root_category_uid cms_home_page cms_no_route default_title title_suffix header_logo_src logo_alt welcome grid_per_page
  catalog_default_sort_by newsletter_enabled magento_wishlist_general_is_enabled minimum_password_length
  required_character_classes_number configurable_thumbnail_source is_checkout_agreements_enabled } }`;

describe('storeConfig', () => {
  test('Romanian store view', async () => {
    const { data, errors } = await gql(STORE_CONFIG);
    expect(errors).toBeUndefined();
    const c = data.storeConfig;
    expect(c).toMatchObject({
      id: 1, store_code: 'default', store_name: 'Română', store_group_name: 'GNC Romania', store_group_code: 'main_website_store',
      store_sort_order: 0, is_default_store: true, is_default_store_group: true, website_code: 'base', locale: 'ro_RO',
      base_currency_code: 'RON', default_display_currency_code: 'RON', timezone: 'Europe/Bucharest', weight_unit: 'kgs',
      // Absolute, as Magento answers them (PWA Studio builds URLs on them): on the store's public origin.
      base_url: 'http://shop.example.ro/', base_link_url: 'http://shop.example.ro/', secure_base_media_url: 'http://shop.example.ro/media/',
      contact_enabled: true, category_url_suffix: '.html',
      product_url_suffix: '.html', root_category_id: 2, root_category_uid: 'Mg==', cms_home_page: 'home', cms_no_route: 'no-route',
      welcome: 'Bine ai venit la GNC!', newsletter_enabled: true, magento_wishlist_general_is_enabled: '1', minimum_password_length: '8',
      required_character_classes_number: '3', is_checkout_agreements_enabled: true
    });
    expect(c.copyright).toBe(`© ${new Date().getFullYear()} GNC România. Toate drepturile rezervate.`);
  });

  test('English store view has its own locale, links and copyright', async () => {
    const { data } = await gql(STORE_CONFIG, 'en_storeview');
    expect(data.storeConfig).toMatchObject({
      id: 2, store_code: 'en_storeview', store_name: 'English', locale: 'en_US', is_default_store: false, base_link_url: 'http://shop.example.ro/en/',
      welcome: 'Welcome to GNC!', root_category_uid: 'Mg==', store_sort_order: 1
    });
    expect(data.storeConfig.copyright).toContain('GNC Romania. All rights reserved.');
  });

  test("answers the settings PWA Studio's Venia reads: mini cart, cart lifetime, token lifetime, countries, canonical tags", async () => {
    const { data, errors } = await gql(`{ storeConfig { minicart_display minicart_max_items cart_expires_in_days customer_access_token_lifetime
      default_country countries_with_required_region optional_zip_countries display_state_if_optional product_canonical_tag category_canonical_tag } }`);
    expect(errors).toBeUndefined();
    expect(data.storeConfig).toEqual({
      minicart_display: true,
      minicart_max_items: 10,
      cart_expires_in_days: 30,
      // As the tokens the store issues last.
      customer_access_token_lifetime: 1,
      default_country: 'RO',
      countries_with_required_region: 'RO',
      optional_zip_countries: 'HK,IE,MO,PA,GB',
      display_state_if_optional: true,
      product_canonical_tag: true,
      category_canonical_tag: true
    });
  });

  test('contact_enabled follows contact/contact/enabled', async () => {
    await t.db.query("UPDATE core_config SET value = '0' WHERE path = 'contact/contact/enabled' AND store_id = 0");
    const { data } = await gql('{ storeConfig { contact_enabled } }');
    expect(data.storeConfig.contact_enabled).toBe(false);
    await t.db.query("UPDATE core_config SET value = '1' WHERE path = 'contact/contact/enabled' AND store_id = 0");
  });

  test('Magento 2.4.7 leftovers: absolute logo and favicon, cart thumbnails, FPT, autocomplete, check / money order and zero subtotal off', async () => {
    const { data, errors } = await gql(`{ storeConfig { header_logo_src header_logo_src_absolute head_shortcut_icon head_shortcut_icon_absolute
      configurable_thumbnail_source configurable_product_image grouped_product_image autocomplete_on_storefront
      product_fixed_product_tax_display_setting category_fixed_product_tax_display_setting sales_fixed_product_tax_display_setting
      check_money_order_enabled check_money_order_title check_money_order_new_order_status check_money_order_enable_for_specific_countries
      check_money_order_payment_from_specific_countries check_money_order_make_check_payable_to check_money_order_send_check_to
      check_money_order_min_order_total check_money_order_max_order_total check_money_order_sort_order
      zero_subtotal_enabled zero_subtotal_title zero_subtotal_new_order_status zero_subtotal_payment_action
      zero_subtotal_enable_for_specific_countries zero_subtotal_payment_from_specific_countries zero_subtotal_sort_order } }`);
    expect(errors).toBeUndefined();
    expect(data.storeConfig).toEqual({
      header_logo_src: 'logo/stores/1/gnc-logo.png',
      header_logo_src_absolute: 'http://shop.example.ro/media/logo/stores/1/gnc-logo.png',
      head_shortcut_icon: 'favicon/stores/1/favicon.png',
      head_shortcut_icon_absolute: 'http://shop.example.ro/media/favicon/stores/1/favicon.png',
      configurable_thumbnail_source: 'itself', configurable_product_image: 'ITSELF', grouped_product_image: 'ITSELF',
      autocomplete_on_storefront: true,
      product_fixed_product_tax_display_setting: 'FPT_DISABLED', category_fixed_product_tax_display_setting: 'FPT_DISABLED',
      sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
      check_money_order_enabled: false, check_money_order_title: 'Check / Money order', check_money_order_new_order_status: 'pending',
      check_money_order_enable_for_specific_countries: false, check_money_order_payment_from_specific_countries: null,
      check_money_order_make_check_payable_to: null, check_money_order_send_check_to: null, check_money_order_min_order_total: null,
      check_money_order_max_order_total: null, check_money_order_sort_order: null,
      zero_subtotal_enabled: false, zero_subtotal_title: 'No Payment Information Required', zero_subtotal_new_order_status: 'pending',
      zero_subtotal_payment_action: null, zero_subtotal_enable_for_specific_countries: false, zero_subtotal_payment_from_specific_countries: null,
      zero_subtotal_sort_order: 1
    });
    // One setting behind both configurable thumbnail fields.
    await t.db.query("UPDATE core_config SET value = 'parent' WHERE path = 'checkout/cart/configurable_product_image' AND store_id = 0");
    const parent = await gql('{ storeConfig { configurable_thumbnail_source configurable_product_image } }');
    await t.db.query("UPDATE core_config SET value = 'itself' WHERE path = 'checkout/cart/configurable_product_image' AND store_id = 0");
    expect(parent.data.storeConfig).toEqual({ configurable_thumbnail_source: 'parent', configurable_product_image: 'PARENT' });
  });

  test('an unknown Store header is an input error', async () => {
    const body = await gql('{ storeConfig { store_code } }', 'nope');
    expect(body.errors[0].extensions.category).toBe('graphql-input');
  });
});

test('availableStores lists both views in sort order', async () => {
  const { data } = await gql(`{ availableStores(useCurrentGroup: true) { store_code store_name locale store_group_code store_group_name
    store_sort_order default_display_currency_code secure_base_media_url } }`, 'en_storeview');
  expect(data.availableStores.map((s: { store_code: string }) => s.store_code)).toEqual(['default', 'en_storeview']);
  expect(data.availableStores[1]).toMatchObject({ store_name: 'English', locale: 'en_US', store_sort_order: 1, default_display_currency_code: 'RON', secure_base_media_url: 'http://shop.example.ro/media/' });
});

test('currency', async () => {
  const { data } = await gql(`{ currency { base_currency_code base_currency_symbol default_display_currency_code
    default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }`);
  expect(data.currency).toEqual({
    base_currency_code: 'RON', base_currency_symbol: 'RON', default_display_currency_code: 'RON', default_display_currency_symbol: 'RON',
    available_currency_codes: ['RON'], exchange_rates: [{ currency_to: 'RON', rate: 1 }]
  });
});

describe('countries', () => {
  test('Romania has its 41 counties and București, with ISO codes and diacritics', async () => {
    const { data } = await gql('{ country(id: "RO") { id three_letter_abbreviation full_name_locale full_name_english available_regions { id code name } } }');
    const ro = data.country;
    expect(ro).toMatchObject({ id: 'RO', three_letter_abbreviation: 'ROU', full_name_locale: 'România', full_name_english: 'Romania' });
    expect(ro.available_regions).toHaveLength(42);
    const byCode = Object.fromEntries(ro.available_regions.map((r: { code: string; name: string }) => [r.code, r.name]));
    expect(byCode).toMatchObject({ AB: 'Alba', AG: 'Argeș', B: 'București', BV: 'Brașov', CT: 'Constanța', IS: 'Iași', TM: 'Timiș', CJ: 'Cluj' });
    expect(ro.available_regions.find((r: { code: string }) => r.code === 'B').id).toBe(287);
    // Sorted by Romanian collation: Argeș before Bacău, Brașov before Brăila.
    const names = ro.available_regions.map((r: { name: string }) => r.name);
    expect(names.indexOf('Brașov')).toBeLessThan(names.indexOf('Brăila'));
  });

  test('names follow the store locale', async () => {
    const ro = (await gql('{ countries { id full_name_locale available_regions { code } } }')).data.countries;
    const en = (await gql('{ countries { id full_name_locale } }', 'en_storeview')).data.countries;
    expect(ro.find((c: { id: string }) => c.id === 'DE').full_name_locale).toBe('Germania');
    expect(en.find((c: { id: string }) => c.id === 'DE').full_name_locale).toBe('Germany');
    expect(ro.find((c: { id: string }) => c.id === 'HU').available_regions).toBeNull();
    expect(ro.length).toBeGreaterThanOrEqual(10);
  });

  test('unknown country is a no-such-entity error', async () => {
    const body = await gql('{ country(id: "XX") { id } }');
    expect(body.errors[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } });
  });
});
