/**
 * The customer's address book (createCustomerAddress, updateCustomerAddress, deleteCustomerAddress,
 * Customer.addresses) with Magento's checks: required fields, country and region from the directory
 * (Romanian counties), default billing/shipping flags, and ownership — another customer's address id
 * answers Magento's authorization error, never the address.
 */
import type { RequestContext } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { authorizationError, inputError, noSuchEntityError } from '../domain/errors';
import {
  deleteAddress, findAddressById, insertAddress, listAddressesByCustomers, updateAddress,
  type AddressFields, type AddressRow
} from '../repositories/address';
import { findCustomerById, updateCustomer, type CustomerRow } from '../repositories/customer';
import { findCountry, listRegionsByCountries } from '../repositories/directory';
import { decodeUid } from './catalog';
import { INCORRECT_UID_MESSAGE } from './catalogConfigurable';
import { requireCustomer } from './customerAuth';
import { textOrNull } from './customerValidation';
import { NAME_MAX } from './textLimits';

type Ctx = RequestContext;

export interface CustomerAddressRegionInput {
  region_code?: string | null;
  region?: string | null;
  region_id?: number | null;
}

export interface CustomerAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: CustomerAddressRegionInput | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
  /**
   * Custom address attributes (custom_attributesV2, deprecated custom_attributes): this store defines
   * none, so whatever is given has nothing to be stored in and is left out, as Magento leaves out
   * values of attributes the address entity does not have.
   */
  custom_attributesV2?: unknown;
  custom_attributes?: unknown;
}

/** An address as the CustomerAddress resolvers take it. */
export interface AddressOutput extends AddressRow {
  default_shipping: boolean;
  default_billing: boolean;
}

export const addressOutput = (row: AddressRow, customer: Pick<CustomerRow, 'default_billing' | 'default_shipping'>): AddressOutput => ({
  ...row,
  default_billing: customer.default_billing === row.address_id,
  default_shipping: customer.default_shipping === row.address_id
});

/** The addresses of a customer (Customer.addresses), batched per request. */
export function customerAddresses(ctx: Pick<Ctx, 'db' | 'loaders'>, customer: CustomerRow): Promise<AddressOutput[]> {
  return perRequestLoader<number, AddressRow[]>(ctx, 'customer.addresses', async (ids) => {
    const rows = await listAddressesByCustomers(ctx.db, ids);
    return ids.map((id) => rows.filter((r) => r.customer_id === id));
  })
    .load(customer.customer_id)
    .then((rows) => rows.map((row) => addressOutput(row, customer)));
}

/** Customer.addressesV2(currentPage, pageSize): a page of the same addresses as Customer.addresses. */
export async function customerAddressesPage(ctx: Pick<Ctx, 'db' | 'loaders'>, customer: CustomerRow, currentPage: number, pageSize: number) {
  if (currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  const all = await customerAddresses(ctx, customer);
  return {
    items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
    total_count: all.length
  };
}

/** The address id inside a CustomerAddress uid (base64 of the id); anything else is Magento's uid error. */
function addressIdOfUid(uid: string): number {
  const id = decodeUid(uid);
  if (id === null) throw inputError('INVALID_FIELD_VALUE', INCORRECT_UID_MESSAGE, { parameters: [uid], field: 'uid' });
  return id;
}

/**
 * An address of the signed-in customer, or Magento's errors: unknown id (graphql-no-such-entity),
 * someone else's (graphql-authorization). Checkout uses it for customer_address_id too.
 */
export async function ownAddress(ctx: Ctx, addressId: number): Promise<{ address: AddressRow; customerId: number }> {
  const customerId = await requireCustomer(ctx);
  if (!Number.isInteger(addressId) || addressId <= 0) throw inputError('REQUIRED_FIELD_MISSING', 'Address "id" value should be specified', { field: 'id' });
  const address = await findAddressById(ctx.db, addressId);
  if (!address) throw noSuchEntityError('ADDRESS_NOT_FOUND', `Could not find a address with ID "${addressId}"`);
  if (address.customer_id !== customerId) {
    throw authorizationError('ADDRESS_FORBIDDEN', `Current customer does not have permission to address with ID "${addressId}"`);
  }
  return { address, customerId };
}

const text = (value: unknown): string | null => textOrNull(value);

/** The CustomerAddressInput field an address field is given in (errors name the field at fault). */
const INPUT_FIELD: Readonly<Record<string, string>> = { country_id: 'country_code', region_id: 'region', region_code: 'region' };
const inputField = (name: string) => INPUT_FIELD[name] ?? name;

/** Merges input over an existing address (update) or nothing (create) and checks the result. */
async function validatedFields(ctx: Ctx, input: CustomerAddressInput, existing: AddressRow | null): Promise<AddressFields> {
  const pick = <K extends keyof AddressFields>(key: K, given: unknown, fallback: AddressFields[K] | null): AddressFields[K] | null =>
    given === undefined ? fallback : (text(given) as AddressFields[K] | null);
  const street =
    input.street === undefined
      ? existing?.street ?? []
      : (input.street ?? []).map((line) => (line ?? '').trim());
  while (street.length && !street[street.length - 1]) street.pop();
  if (street.length > 3) throw inputError('INVALID_FIELD_VALUE', '"Street Address" cannot contain more than 3 lines.', { field: 'street' });
  const countryInput = input.country_code ?? input.country_id;
  const fields: AddressFields = {
    firstname: pick('firstname', input.firstname, existing?.firstname ?? null) as string,
    lastname: pick('lastname', input.lastname, existing?.lastname ?? null) as string,
    middlename: pick('middlename', input.middlename, existing?.middlename ?? null),
    prefix: pick('prefix', input.prefix, existing?.prefix ?? null),
    suffix: pick('suffix', input.suffix, existing?.suffix ?? null),
    company: pick('company', input.company, existing?.company ?? null),
    street,
    city: pick('city', input.city, existing?.city ?? null) as string,
    region_id: existing?.region_id ?? null,
    region: existing?.region ?? null,
    region_code: existing?.region_code ?? null,
    postcode: pick('postcode', input.postcode, existing?.postcode ?? null),
    country_id: (countryInput === undefined ? existing?.country_id ?? null : text(countryInput)?.toUpperCase() ?? null) as string,
    telephone: pick('telephone', input.telephone, existing?.telephone ?? null) as string,
    fax: pick('fax', input.fax, existing?.fax ?? null),
    vat_id: pick('vat_id', input.vat_id, existing?.vat_id ?? null)
  };
  const missing: string[] = [];
  if (!fields.firstname) missing.push('firstname');
  if (!fields.lastname) missing.push('lastname');
  if (!fields.street.length || !fields.street[0]) missing.push('street');
  if (!fields.city) missing.push('city');
  if (!fields.country_id) missing.push('country_id');
  if (!fields.postcode) missing.push('postcode');
  if (!fields.telephone) missing.push('telephone');
  if (missing.length) throw inputError('REQUIRED_FIELD_MISSING', `Required parameters are missing: ${missing.join(', ')}`, { field: inputField(missing[0]) });

  const country = await findCountry(ctx.db, fields.country_id);
  if (!country) throw inputError('INVALID_FIELD_VALUE', `Invalid value of "${fields.country_id}" provided for the countryId field.`, { field: 'country_code' });

  const countryChanged = existing !== null && existing.country_id !== fields.country_id;
  if (input.region !== undefined || existing === null || countryChanged) {
    const regions = (await listRegionsByCountries(ctx.db, [fields.country_id])).get(fields.country_id) ?? [];
    const given = input.region ?? {};
    if (regions.length) {
      // Countries with a region list (Romania's counties) need one of its regions.
      const byId = given.region_id != null ? regions.find((r) => r.region_id === given.region_id) : undefined;
      const code = text(given.region_code);
      const name = text(given.region);
      const byCode = code ? regions.find((r) => r.code.toLowerCase() === code.toLowerCase()) : undefined;
      const byName = name ? regions.find((r) => r.default_name.toLowerCase() === name.toLowerCase()) : undefined;
      if (given.region_id != null && !byId) throw inputError('INVALID_FIELD_VALUE', `Invalid value of "${given.region_id}" provided for the regionId field.`, { field: 'region' });
      if (code && !byCode && given.region_id == null) throw inputError('INVALID_FIELD_VALUE', `Invalid value of "${code}" provided for the regionId field.`, { field: 'region' });
      const region = byId ?? byCode ?? byName;
      if (!region) {
        if (name) throw inputError('INVALID_FIELD_VALUE', `Invalid value of "${name}" provided for the regionId field.`, { field: 'region' });
        throw inputError('REQUIRED_FIELD_MISSING', '"regionId" is required. Enter and try again.', { field: 'region' });
      }
      fields.region_id = region.region_id;
      fields.region = region.default_name;
      fields.region_code = region.code;
    } else {
      fields.region_id = null;
      fields.region = text(given.region);
      fields.region_code = text(given.region_code) ?? fields.region;
    }
  }
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.length > NAME_MAX) throw inputError('VALUE_TOO_LONG', `"${name}" is too long.`, { field: inputField(name) });
  }
  return fields;
}

/** Applies the default flags of the input to the customer. */
async function applyDefaults(ctx: Ctx, customerId: number, addressId: number, input: CustomerAddressInput, customer: CustomerRow): Promise<void> {
  const changes: { default_billing?: number | null; default_shipping?: number | null } = {};
  if (input.default_billing === true) changes.default_billing = addressId;
  else if (input.default_billing === false && customer.default_billing === addressId) changes.default_billing = null;
  if (input.default_shipping === true) changes.default_shipping = addressId;
  else if (input.default_shipping === false && customer.default_shipping === addressId) changes.default_shipping = null;
  if (Object.keys(changes).length) await updateCustomer(ctx.db, customerId, changes);
}

async function outputFor(ctx: Ctx, address: AddressRow): Promise<AddressOutput> {
  const customer = await findCustomerById(ctx.db, address.customer_id);
  return addressOutput(address, customer!);
}

export async function createCustomerAddress(ctx: Ctx, input: CustomerAddressInput): Promise<AddressOutput> {
  const customerId = await requireCustomer(ctx);
  if (!input || Object.keys(input).length === 0) throw inputError('REQUIRED_FIELD_MISSING', '"input" value should be specified', { field: 'input' });
  const fields = await validatedFields(ctx, input, null);
  const address = await insertAddress(ctx.db, customerId, fields);
  const customer = (await findCustomerById(ctx.db, customerId))!;
  await applyDefaults(ctx, customerId, address.address_id, input, customer);
  return outputFor(ctx, address);
}

export async function updateCustomerAddress(ctx: Ctx, addressId: number, input: CustomerAddressInput | null | undefined): Promise<AddressOutput> {
  const { address, customerId } = await ownAddress(ctx, addressId);
  if (!input || Object.keys(input).length === 0) throw inputError('REQUIRED_FIELD_MISSING', '"input" value should be specified', { field: 'input' });
  const fields = await validatedFields(ctx, input, address);
  const updated = await updateAddress(ctx.db, addressId, fields);
  const customer = (await findCustomerById(ctx.db, customerId))!;
  await applyDefaults(ctx, customerId, addressId, input, customer);
  return outputFor(ctx, updated);
}

export async function deleteCustomerAddress(ctx: Ctx, addressId: number): Promise<boolean> {
  const { customerId } = await ownAddress(ctx, addressId);
  const customer = (await findCustomerById(ctx.db, customerId))!;
  if (customer.default_billing === addressId) {
    throw inputError('DEFAULT_ADDRESS_NOT_DELETABLE', `Customer Address ${addressId} is set as default billing address and can not be deleted`);
  }
  if (customer.default_shipping === addressId) {
    throw inputError('DEFAULT_ADDRESS_NOT_DELETABLE', `Customer Address ${addressId} is set as default shipping address and can not be deleted`);
  }
  await deleteAddress(ctx.db, addressId);
  return true;
}

/** updateCustomerAddressV2: updateCustomerAddress by the address's uid (a guest is refused before the uid is read). */
export async function updateCustomerAddressByUid(ctx: Ctx, uid: string, input: CustomerAddressInput | null | undefined): Promise<AddressOutput> {
  await requireCustomer(ctx);
  return updateCustomerAddress(ctx, addressIdOfUid(uid), input);
}

/** deleteCustomerAddressV2: deleteCustomerAddress by the address's uid. */
export async function deleteCustomerAddressByUid(ctx: Ctx, uid: string): Promise<boolean> {
  await requireCustomer(ctx);
  return deleteCustomerAddress(ctx, addressIdOfUid(uid));
}
