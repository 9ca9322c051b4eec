/** The address book and the newsletter through GraphQL, with ownership checks. */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { createAccount, firstError, gql, type TestAccount } from '../../services/customer.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const FIELDS = `id uid firstname lastname street city postcode country_code country_id telephone company region_id
  region { region_code region region_id } default_shipping default_billing`;
const CREATE = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`;

const CLUJ = {
  firstname: 'Ana', lastname: 'Popescu', street: ['Str. Memorandumului 1', 'Ap. 3'], city: 'Cluj-Napoca', postcode: '400114',
  country_code: 'RO', telephone: '0722000111', region: { region_id: 291 }
};

async function addAddress(account: TestAccount, input: Record<string, unknown> = {}) {
  const res = await gql(t.app, CREATE, { token: account.token, variables: { input: { ...CLUJ, ...input } } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.createCustomerAddress;
}

describe('address book', () => {
  test('create with a Romanian county, defaults, and read back through customer', async () => {
    const account = await createAccount(t.app);
    const created = await addAddress(account, { default_shipping: true, default_billing: true, company: 'Firma SRL' });
    expect(created).toMatchObject({
      firstname: 'Ana', street: ['Str. Memorandumului 1', 'Ap. 3'], city: 'Cluj-Napoca', country_code: 'RO', country_id: 'RO',
      region_id: 291, region: { region_code: 'CJ', region: 'Cluj', region_id: 291 }, default_shipping: true, default_billing: true,
      company: 'Firma SRL'
    });
    expect(created.uid).toBe(Buffer.from(String(created.id)).toString('base64'));
    const second = await addAddress(account, { region: { region_code: 'B' }, city: 'București' });
    expect(second).toMatchObject({ region: { region_code: 'B', region: 'București', region_id: 287 }, default_shipping: false, default_billing: false });
    const me = await gql(t.app, `{ customer { default_shipping default_billing addresses { id default_shipping region { region_code } } } }`, { token: account.token });
    expect(me.data.customer).toEqual({
      default_shipping: String(created.id), default_billing: String(created.id),
      addresses: [
        { id: created.id, default_shipping: true, region: { region_code: 'CJ' } },
        { id: second.id, default_shipping: false, region: { region_code: 'B' } }
      ]
    });
  });

  test('region by name, and a country without a region list keeps free text', async () => {
    const account = await createAccount(t.app);
    expect((await addAddress(account, { region: { region: 'iași' } })).region).toEqual({ region_code: 'IS', region: 'Iași', region_id: 302 });
    const german = await addAddress(account, { country_code: 'DE', region: { region: 'Bayern' }, city: 'München', postcode: '80331' });
    expect(german).toMatchObject({ country_code: 'DE', region_id: null, region: { region: 'Bayern', region_code: 'Bayern', region_id: null } });
  });

  test('validation: missing fields, unknown county, unknown country, missing county', async () => {
    const account = await createAccount(t.app);
    const err = async (input: Record<string, unknown>) => firstError(await gql(t.app, CREATE, { token: account.token, variables: { input } }));
    expect(await err({ firstname: 'A' })).toEqual({ message: 'Required parameters are missing: lastname, street, city, country_id, postcode, telephone', category: 'graphql-input' });
    expect((await err({ ...CLUJ, street: ['  '] }))?.message).toBe('Required parameters are missing: street');
    expect((await err({ ...CLUJ, region: { region_id: 12 } }))?.message).toBe('Invalid value of "12" provided for the regionId field.');
    expect((await err({ ...CLUJ, region: { region_code: 'XX' } }))?.message).toBe('Invalid value of "XX" provided for the regionId field.');
    expect((await err({ ...CLUJ, region: null }))?.message).toBe('"regionId" is required. Enter and try again.');
    expect((await err({ ...CLUJ, country_code: 'US' }))?.message).toBe('Invalid value of "US" provided for the countryId field.');
    expect((await err({ ...CLUJ, street: ['1', '2', '3', '4'] }))?.message).toBe('"Street Address" cannot contain more than 3 lines.');
    // A country code outside the enum is a GraphQL validation error.
    expect((await err({ ...CLUJ, country_code: 'XX' }))?.message).toMatch(/CountryCodeEnum/);
    expect(await t.db.one('SELECT count(*)::int AS n FROM customer_address a JOIN customer c USING (customer_id) WHERE c.email = $1', [account.email])).toEqual({ n: 0 });
  });

  test('update merges fields, moves the defaults, re-checks the county', async () => {
    const account = await createAccount(t.app);
    const address = await addAddress(account);
    const res = await gql(t.app, UPDATE, { token: account.token, variables: { id: address.id, input: { city: 'Florești', default_billing: true } } });
    expect(res.data.updateCustomerAddress).toMatchObject({ city: 'Florești', firstname: 'Ana', region: { region_code: 'CJ' }, default_billing: true, default_shipping: false });
    const moved = await gql(t.app, UPDATE, { token: account.token, variables: { id: address.id, input: { region: { region_code: 'TM' } } } });
    expect(moved.data.updateCustomerAddress.region).toEqual({ region_code: 'TM', region: 'Timiș', region_id: 315 });
    const unset = await gql(t.app, UPDATE, { token: account.token, variables: { id: address.id, input: { default_billing: false } } });
    expect(unset.data.updateCustomerAddress.default_billing).toBe(false);
    expect(firstError(await gql(t.app, UPDATE, { token: account.token, variables: { id: address.id, input: { firstname: '' } } }))?.message).toBe(
      'Required parameters are missing: firstname'
    );
    expect(firstError(await gql(t.app, UPDATE, { token: account.token, variables: { id: address.id } }))?.message).toBe('"input" value should be specified');
  });

  test('delete: a default address cannot be deleted; others can', async () => {
    const account = await createAccount(t.app);
    const billing = await addAddress(account, { default_billing: true });
    const shipping = await addAddress(account, { default_shipping: true });
    const spare = await addAddress(account);
    expect(firstError(await gql(t.app, DELETE, { token: account.token, variables: { id: billing.id } }))).toEqual({
      message: `Customer Address ${billing.id} is set as default billing address and can not be deleted`, category: 'graphql-input'
    });
    expect(firstError(await gql(t.app, DELETE, { token: account.token, variables: { id: shipping.id } }))?.message).toBe(
      `Customer Address ${shipping.id} is set as default shipping address and can not be deleted`
    );
    expect((await gql(t.app, DELETE, { token: account.token, variables: { id: spare.id } })).data.deleteCustomerAddress).toBe(true);
    expect(firstError(await gql(t.app, DELETE, { token: account.token, variables: { id: spare.id } }))).toEqual({
      message: `Could not find a address with ID "${spare.id}"`, category: 'graphql-no-such-entity'
    });
  });

  test('another customer and a guest can neither change nor delete an address', async () => {
    const owner = await createAccount(t.app);
    const intruder = await createAccount(t.app);
    const address = await addAddress(owner);
    const denied = { message: `Current customer does not have permission to address with ID "${address.id}"`, category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, UPDATE, { token: intruder.token, variables: { id: address.id, input: { city: 'X' } } }))).toEqual(denied);
    expect(firstError(await gql(t.app, DELETE, { token: intruder.token, variables: { id: address.id } }))).toEqual(denied);
    const guest = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, UPDATE, { variables: { id: address.id, input: { city: 'X' } } }))).toEqual(guest);
    expect(firstError(await gql(t.app, DELETE, { variables: { id: address.id } }))).toEqual(guest);
    expect(firstError(await gql(t.app, CREATE, { variables: { input: CLUJ } }))).toEqual(guest);
    const intruderView = await gql(t.app, '{ customer { addresses { id } } }', { token: intruder.token });
    expect(intruderView.data.customer.addresses).toEqual([]);
    const ownerView = await gql(t.app, '{ customer { addresses { city } } }', { token: owner.token });
    expect(ownerView.data.customer.addresses).toEqual([{ city: 'Cluj-Napoca' }]);
  });
});

describe('Magento 2.4.7 address and account fields', () => {
  const UPDATE_V2 = `mutation ($uid: ID!, $input: CustomerAddressInput) { updateCustomerAddressV2(uid: $uid, input: $input) { id city custom_attributesV2 { code } custom_attributes { attribute_code } } }`;
  const DELETE_V2 = `mutation ($uid: ID!) { deleteCustomerAddressV2(uid: $uid) }`;
  const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');

  test('updateCustomerAddressV2 and deleteCustomerAddressV2 act by uid; custom attributes are accepted and none are stored', async () => {
    const account = await createAccount(t.app);
    const address = await addAddress(account, { custom_attributesV2: [{ attribute_code: 'unknown_code', value: 'x' }] });
    const res = await gql(t.app, UPDATE_V2, {
      token: account.token,
      variables: { uid: address.uid, input: { city: 'Turda', custom_attributesV2: [{ attribute_code: 'unknown_code', value: 'y' }], custom_attributes: [{ attribute_code: 'a', value: 'b' }] } }
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateCustomerAddressV2).toEqual({ id: address.id, city: 'Turda', custom_attributesV2: [], custom_attributes: [] });
    expect((await gql(t.app, DELETE_V2, { token: account.token, variables: { uid: address.uid } })).data.deleteCustomerAddressV2).toBe(true);
    expect(firstError(await gql(t.app, DELETE_V2, { token: account.token, variables: { uid: address.uid } }))).toEqual({
      message: `Could not find a address with ID "${address.id}"`, category: 'graphql-no-such-entity'
    });
  });

  test("V2 mutations refuse a guest, another customer's address and a uid that is not one", async () => {
    const owner = await createAccount(t.app);
    const intruder = await createAccount(t.app);
    const address = await addAddress(owner);
    const denied = { message: `Current customer does not have permission to address with ID "${address.id}"`, category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, UPDATE_V2, { token: intruder.token, variables: { uid: address.uid, input: { city: 'X' } } }))).toEqual(denied);
    expect(firstError(await gql(t.app, DELETE_V2, { token: intruder.token, variables: { uid: address.uid } }))).toEqual(denied);
    const guest = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, UPDATE_V2, { variables: { uid: address.uid, input: { city: 'X' } } }))).toEqual(guest);
    expect(firstError(await gql(t.app, DELETE_V2, { variables: { uid: 'not-a-uid' } }))).toEqual(guest);
    expect(firstError(await gql(t.app, DELETE_V2, { token: owner.token, variables: { uid: 'not-a-uid' } }))).toEqual({
      message: 'Value of uid "not-a-uid" is incorrect.', category: 'graphql-input'
    });
    expect(firstError(await gql(t.app, UPDATE_V2, { token: owner.token, variables: { uid: uidOf(99999999), input: { city: 'X' } } }))).toEqual({
      message: 'Could not find a address with ID "99999999"', category: 'graphql-no-such-entity'
    });
    const view = await gql(t.app, '{ customer { addresses { city } } }', { token: owner.token });
    expect(view.data.customer.addresses).toEqual([{ city: 'Cluj-Napoca' }]);
  });

  test('addressesV2 pages the address book; confirmation status, group and custom attributes', async () => {
    const account = await createAccount(t.app);
    const first = await addAddress(account, { city: 'A' });
    const second = await addAddress(account, { city: 'B' });
    const third = await addAddress(account, { city: 'C' });
    const page = async (args: string) =>
      gql(t.app, `{ customer { addressesV2${args} { items { id uid city custom_attributesV2 { code } } page_info { current_page page_size total_pages } total_count } } }`, { token: account.token });
    expect((await page('')).data.customer.addressesV2).toEqual({
      items: [first, second, third].map((a) => ({ id: a.id, uid: a.uid, city: a.city, custom_attributesV2: [] })),
      page_info: { current_page: 1, page_size: 5, total_pages: 1 }, total_count: 3
    });
    expect((await page('(pageSize: 2, currentPage: 2)')).data.customer.addressesV2).toEqual({
      items: [{ id: third.id, uid: third.uid, city: 'C', custom_attributesV2: [] }],
      page_info: { current_page: 2, page_size: 2, total_pages: 2 }, total_count: 3
    });
    expect(firstError(await page('(currentPage: 0)'))).toEqual({ message: 'currentPage value must be greater than 0.', category: 'graphql-input' });
    expect(firstError(await page('(pageSize: 0)'))).toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
    const me = await gql(t.app, '{ customer { confirmation_status group { uid } custom_attributes { code } } customerGroup { uid } }', { token: account.token });
    expect(me.data).toEqual({
      customer: { confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED', group: { uid: uidOf(1) }, custom_attributes: [] },
      customerGroup: { uid: uidOf(1) }
    });
  });

  test('customerGroup of a guest is NOT LOGGED IN; storeConfig asks no account confirmation', async () => {
    const res = await gql(t.app, '{ customerGroup { uid } storeConfig { create_account_confirmation graphql_share_customer_group } }');
    expect(res.data).toEqual({ customerGroup: { uid: uidOf(0) }, storeConfig: { create_account_confirmation: false, graphql_share_customer_group: true } });
  });
});

describe('newsletter', () => {
  const SUBSCRIBE = `mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;

  test('a guest subscribes an e-mail once', async () => {
    const email = `news.${Date.now()}@example.ro`;
    expect((await gql(t.app, SUBSCRIBE, { variables: { e: email } })).data.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect(firstError(await gql(t.app, SUBSCRIBE, { variables: { e: email } }))).toEqual({ message: 'This email address is already subscribed.', category: 'graphql-input' });
    expect(firstError(await gql(t.app, SUBSCRIBE, { variables: { e: 'nope' } }))?.message).toBe('Enter a valid email address.');
    expect(firstError(await gql(t.app, SUBSCRIBE, { variables: { e: '' } }))?.message).toBe('You must specify an email address to subscribe to a newsletter.');
  });

  test("a customer subscribes their own e-mail, but not someone else's account e-mail", async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    expect(firstError(await gql(t.app, SUBSCRIBE, { token: account.token, variables: { e: other.email } }))?.message).toBe('Cannot create a newsletter subscription.');
    expect(firstError(await gql(t.app, SUBSCRIBE, { variables: { e: other.email } }))?.message).toBe('Cannot create a newsletter subscription.');
    expect((await gql(t.app, SUBSCRIBE, { token: account.token, variables: { e: account.email } })).data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    expect((await gql(t.app, '{ customer { is_subscribed } }', { token: account.token })).data.customer.is_subscribed).toBe(true);
    const off = await gql(t.app, 'mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }', { token: account.token });
    expect(off.data.updateCustomerV2.customer.is_subscribed).toBe(false);
    expect((await gql(t.app, SUBSCRIBE, { token: account.token, variables: { e: account.email } })).data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
  });
});
