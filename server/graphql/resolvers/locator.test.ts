/** MpStoreLocatorLocations / MpStoreLocatorConfig on the seeded demo store. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const FIELDS = `location_id name status description store_ids city country street state_province postal_code url_key latitude longitude
  phone_one phone_two website is_config_website fax email images is_default_store time_zone is_config_time_zone sort_order product_ids
  is_show_product_page is_selected_all_product created_at updated_at operation_mon operation_sun`;
const LOCATIONS = `query($filter: MpStoreLocatorLocationsFilterInput, $pageSize: Int, $currentPage: Int) {
  MpStoreLocatorLocations(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) { total_count items { ${FIELDS} } }
}`;

test('pageSize 200 returns every shop of the store view with every field', async () => {
  const { data, errors } = await gql(LOCATIONS, { filter: {}, pageSize: 200, currentPage: 1 });
  expect(errors).toBeUndefined();
  const { total_count, items } = data.MpStoreLocatorLocations;
  expect(total_count).toBe(11);
  expect(items).toHaveLength(11);
  const cities = new Set(items.map((l: { city: string }) => l.city));
  for (const city of ['Brașov', 'Constanța', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Oradea', 'București']) expect(cities).toContain(city);
  expect(items.filter((l: { city: string }) => l.city === 'București').length).toBeGreaterThanOrEqual(4);
  const afi = items.find((l: { url_key: string }) => l.url_key === 'afi-cotroceni');
  expect(afi).toMatchObject({ name: 'GNC AFI Cotroceni', status: '1', country: 'RO', state_province: 'București', postal_code: '061344',
    store_ids: '1', is_default_store: '1', time_zone: 'Europe/Bucharest', is_config_time_zone: '1', is_selected_all_product: '1' });
  expect(Number(afi.latitude)).toBeCloseTo(44.43, 1);
  expect(Number(afi.longitude)).toBeCloseTo(26.05, 1);
  expect(JSON.parse(afi.operation_mon)).toEqual({ value: '1', use_system_config: '0', from: ['10', '00'], to: ['22', '00'] });
  expect(JSON.parse(afi.images)[0].file).toMatch(/^mageplaza\/store_locator\//);
  expect(afi.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const oradea = items.find((l: { city: string }) => l.city === 'Oradea');
  expect(JSON.parse(oradea.operation_sun).value).toBe('0');
  const en = (await gql(LOCATIONS, { pageSize: 200 }, 'en_storeview')).data.MpStoreLocatorLocations.items;
  expect(en[0].description).toContain('The GNC store in');
});

test('default page size 5, paging and filters', async () => {
  const first = (await gql(LOCATIONS)).data.MpStoreLocatorLocations;
  expect(first.items).toHaveLength(5);
  expect(first.total_count).toBe(11);
  const third = (await gql(LOCATIONS, { pageSize: 5, currentPage: 3 })).data.MpStoreLocatorLocations;
  expect(third.items).toHaveLength(1);
  const cluj = (await gql(LOCATIONS, { filter: { city: { like: '%Cluj%' } }, pageSize: 200 })).data.MpStoreLocatorLocations;
  expect(cluj.items.map((l: { name: string }) => l.name)).toEqual(['GNC Iulius Mall Cluj']);
  const two = (await gql(LOCATIONS, { filter: { url_key: { in: ['park-lake', 'palas-iasi'] } }, pageSize: 200 })).data.MpStoreLocatorLocations;
  expect(two.total_count).toBe(2);
  const bad = await gql(LOCATIONS, { pageSize: 0 });
  expect(bad.errors[0]).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
});

test('config with opening hours per weekday', async () => {
  const { data } = await gql('{ MpStoreLocatorConfig { zoom keyMap router defaultLat defaultLng locationsData { name city timeData { value from to } } } }');
  const config = data.MpStoreLocatorConfig;
  expect(config).toMatchObject({ zoom: '12', keyMap: '', router: 'shops', defaultLat: '44.4268' });
  expect(config.locationsData).toHaveLength(11);
  const days = config.locationsData[0].timeData;
  expect(days.map((d: { value: string }) => d.value)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  expect(days[0]).toEqual({ value: 'monday', from: ['10', '00'], to: ['22', '00'] });
});
