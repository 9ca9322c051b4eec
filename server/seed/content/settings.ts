/** Store views and core_config values (store 0 = default scope; store 1 Romanian, store 2 English overrides). */

export const STORE_RO = 1;
export const STORE_EN = 2;

export const COMPANY = {
  legalName: 'Vitalis Nutrition Retail S.R.L.',
  vatNumber: 'RO 18547290',
  registrationNumber: 'J40/10233/2006',
  street: 'Bd. Iuliu Maniu nr. 7, Corp A, et. 3',
  district: 'Sector 6',
  city: 'București',
  postcode: '061072',
  phone: '+40 21 527 04 40',
  email: 'contact@gnc-romania.ro',
  hours: { ro: 'Luni–Vineri, 09:00–18:00', en: 'Monday–Friday, 09:00–18:00' }
};

/** The account bank-transfer orders are paid into (a made-up IBAN with a valid check number). */
export const BANK_ACCOUNT = {
  beneficiary: COMPANY.legalName,
  iban: 'RO56 BTRL RONC RT04 5123 4501',
  bank: 'Banca Transilvania'
};

/** [path, value] for every store view. */
export const DEFAULT_CONFIG: Array<[string, string]> = [
  ['general/store_information/name', 'GNC România'],
  ['general/store_information/company_name', COMPANY.legalName],
  ['general/store_information/phone', COMPANY.phone],
  ['general/store_information/country_id', 'RO'],
  ['general/store_information/region_id', '287'],
  ['general/store_information/postcode', COMPANY.postcode],
  ['general/store_information/city', COMPANY.city],
  ['general/store_information/street_line1', COMPANY.street],
  ['general/store_information/street_line2', COMPANY.district],
  ['general/store_information/merchant_vat_number', COMPANY.vatNumber],
  ['general/store_information/registration_number', COMPANY.registrationNumber],
  ['trans_email/ident_general/email', COMPANY.email],
  ['trans_email/ident_general/name', 'GNC România'],
  ['general/country/default', 'RO'],
  ['general/country/allow', 'RO,BG,HU,MD,AT,DE,FR,IT,ES,NL,PL,GR'],
  ['general/locale/code', 'ro_RO'],
  ['general/locale/timezone', 'Europe/Bucharest'],
  ['general/locale/weight_unit', 'kgs'],
  ['currency/options/base', 'RON'],
  ['currency/options/default', 'RON'],
  ['currency/options/allow', 'RON'],
  ['web/unsecure/base_url', '/'],
  ['web/secure/base_url', '/'],
  ['web/default/front', 'cms'],
  ['web/default/cms_home_page', 'home'],
  ['web/default/cms_no_route', 'no-route'],
  ['web/default/cms_no_cookies', 'enable-cookies'],
  ['web/default/show_cms_breadcrumbs', '1'],
  ['catalog/seo/category_url_suffix', '.html'],
  ['catalog/seo/product_url_suffix', '.html'],
  ['catalog/seo/title_separator', '-'],
  ['catalog/frontend/grid_per_page', '12'],
  ['catalog/frontend/grid_per_page_values', '12,24,36'],
  ['catalog/frontend/list_per_page', '10'],
  ['catalog/frontend/list_mode', 'grid-list'],
  ['catalog/frontend/default_sort_by', 'position'],
  ['catalog/review/active', '1'],
  ['catalog/review/allow_guest', '1'],
  ['checkout/cart/configurable_product_image', 'itself'],
  ['checkout/options/enable_agreements', '1'],
  ['checkout/options/guest_checkout', '1'],
  // My GNC Rewards: one point for every 10 lei of an order's grand total (twice as many for an order
  // placed on a Saturday or Sunday, store time), each point worth 0.10 lei.
  ['rewards/earning/currency_per_point', '10'],
  ['rewards/earning/weekend_multiplier', '2'],
  ['rewards/redemption/point_value', '0.1'],
  ['rewards/redemption/max_percent', '50'],
  ['payment/banktransfer/beneficiary', BANK_ACCOUNT.beneficiary],
  ['payment/banktransfer/iban', BANK_ACCOUNT.iban],
  ['payment/banktransfer/bank_name', BANK_ACCOUNT.bank],
  ['customer/password/minimum_password_length', '8'],
  ['customer/password/required_character_classes_number', '3'],
  ['newsletter/general/active', '1'],
  ['wishlist/general/active', '1'],
  ['contact/contact/enabled', '1'],
  ['design/head/default_title', 'GNC România'],
  ['design/head/title_prefix', ''],
  ['design/head/title_suffix', ' | GNC România'],
  ['design/head/shortcut_icon', 'favicon/stores/1/favicon.png'],
  ['design/header/logo_src', 'logo/stores/1/gnc-logo.png'],
  ['design/header/logo_width', '180'],
  ['design/header/logo_height', '60'],
  ['design/header/logo_alt', 'GNC România'],
  // '{year}' is replaced by the current year when storeConfig is read.
  ['design/footer/copyright', '© {year} GNC România. Toate drepturile rezervate.'],
  ['amblog/display_settings/label', 'Blog'],
  ['amblog/display_settings/display_at_category', '1'],
  ['amblog/display_settings/display_at_footer', '1'],
  ['amblog/display_settings/display_at_toolbar', '0'],
  ['amblog/search_engine/route', 'blog'],
  ['amblog/search_engine/title', 'Blog GNC'],
  ['amblog/search_engine/organization_name', 'GNC România'],
  ['amblog/list/count_per_page', '9'],
  ['amblog/comments/use_comments', '1'],
  ['amblog/comments/autoapprove', '0'],
  ['amblog/comments/allow_guests', '1'],
  ['storelocator/general/route', 'shops'],
  ['storelocator/map_setting/zoom_default', '12'],
  ['storelocator/map_setting/default_lat', '44.4268'],
  ['storelocator/map_setting/default_lng', '26.1025'],
  ['storelocator/map_setting/api_key', '']
];

export const STORE_CONFIG: Record<number, Array<[string, string]>> = {
  [STORE_RO]: [
    ['general/locale/code', 'ro_RO'],
    ['general/store_information/hours', COMPANY.hours.ro],
    ['design/head/default_description', 'Suplimente alimentare, proteine, vitamine și minerale de la GNC. Livrare rapidă în toată România și peste 10 magazine în marile orașe.'],
    ['design/head/default_keywords', 'suplimente, proteine, vitamine, creatină, GNC România'],
    ['design/header/welcome', 'Bine ai venit la GNC!'],
    ['design/footer/copyright', '© {year} GNC România. Toate drepturile rezervate.'],
    ['amblog/search_engine/title', 'Blog GNC'],
    ['amblog/search_engine/meta_description', 'Articole despre nutriție, antrenament și rețete sănătoase, scrise de specialiștii GNC.'],
    ['payment/banktransfer/instructions', 'Plătește totalul comenzii prin transfer bancar în contul de mai jos și scrie numărul comenzii ca referință. Pregătim coletul după ce primim plata.'],
    ['amblog/comments/gdpr_text', 'Sunt de acord cu prelucrarea datelor personale conform Politicii de confidențialitate.']
  ],
  [STORE_EN]: [
    ['general/locale/code', 'en_US'],
    ['general/store_information/hours', COMPANY.hours.en],
    ['design/head/default_description', 'Food supplements, protein, vitamins and minerals from GNC. Fast delivery across Romania and more than 10 stores in major cities.'],
    ['design/head/default_keywords', 'supplements, protein, vitamins, creatine, GNC Romania'],
    ['design/header/welcome', 'Welcome to GNC!'],
    ['design/footer/copyright', '© {year} GNC Romania. All rights reserved.'],
    ['amblog/search_engine/title', 'GNC Blog'],
    ['amblog/search_engine/meta_description', 'Articles on nutrition, training and healthy recipes by the GNC specialists.'],
    ['payment/banktransfer/instructions', 'Pay the order total by bank transfer into the account below, with the order number as the payment reference. We pack your parcel once the payment arrives.'],
    ['amblog/comments/gdpr_text', 'I agree to the processing of my personal data under the Privacy Policy.']
  ]
};
