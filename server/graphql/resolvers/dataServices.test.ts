/** The storefront context PWA Studio's experience-platform-connector asks at start-up. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

const QUERY = `query experiencePlatformConnectorContext {
  dataServicesStorefrontInstanceContext { environment_id environment store_url website_id website_code store_id store_code
    store_view_id store_view_code website_name store_name store_view_name base_currency_code store_view_currency_code
    catalog_extension_version ims_org_id }
  experienceConnectorContext { datastream_id }
}`;

async function ask(store: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, host: 'shop.example.ro', 'content-type': 'application/json' }, payload: { query: QUERY } });
  return res.json();
}

test.each([
  ['default', { store_view_code: 'default', store_view_name: 'Română', store_url: 'http://shop.example.ro/' }],
  ['en_storeview', { store_view_code: 'en_storeview', store_view_name: 'English', store_url: 'http://shop.example.ro/en/' }]
])('%s: the store view it answers for, with no event destination', async (store, view) => {
  const { data, errors } = await ask(store);
  expect(errors).toBeUndefined();
  expect(data.dataServicesStorefrontInstanceContext).toEqual({
    environment_id: null,
    environment: null,
    website_id: 1,
    website_code: 'base',
    website_name: expect.any(String),
    store_id: 1,
    store_code: 'main_website_store',
    store_name: 'GNC Romania',
    store_view_id: store === 'default' ? 1 : 2,
    base_currency_code: 'RON',
    store_view_currency_code: 'RON',
    catalog_extension_version: null,
    ims_org_id: null,
    ...view
  });
  expect(data.experienceConnectorContext).toEqual({ datastream_id: null });
});
