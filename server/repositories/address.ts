/** customer_address: the address book. Ownership is checked in services/address.ts. */
import type { Queryable } from '../db/client';

export interface AddressRow {
  address_id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region_id: number | null;
  region: string | null;
  region_code: string | null;
  postcode: string | null;
  country_id: string;
  telephone: string;
  fax: string | null;
  vat_id: string | null;
}

export type AddressFields = Omit<AddressRow, 'address_id' | 'customer_id'>;

const COLUMNS = `address_id, customer_id, firstname, lastname, middlename, prefix, suffix, company, street, city,
  region_id, region, region_code, postcode, country_id, telephone, fax, vat_id`;
const FIELDS: readonly (keyof AddressFields)[] = [
  'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'company', 'street', 'city', 'region_id', 'region',
  'region_code', 'postcode', 'country_id', 'telephone', 'fax', 'vat_id'
];

export async function findAddressById(db: Queryable, addressId: number): Promise<AddressRow | undefined> {
  return db.one<AddressRow & Record<string, unknown>>(`SELECT ${COLUMNS} FROM customer_address WHERE address_id = $1`, [addressId]);
}

export async function listAddressesByCustomers(db: Queryable, customerIds: readonly number[]): Promise<AddressRow[]> {
  if (!customerIds.length) return [];
  return db.query<AddressRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM customer_address WHERE customer_id = ANY ($1::int[]) ORDER BY address_id`,
    [customerIds]
  );
}

export async function insertAddress(db: Queryable, customerId: number, fields: AddressFields): Promise<AddressRow> {
  const values = FIELDS.map((f) => fields[f]);
  const row = await db.one<AddressRow & Record<string, unknown>>(
    `INSERT INTO customer_address (customer_id, ${FIELDS.join(', ')})
     VALUES ($1, ${FIELDS.map((_, i) => `$${i + 2}`).join(', ')})
     RETURNING ${COLUMNS}`,
    [customerId, ...values]
  );
  return row!;
}

export async function updateAddress(db: Queryable, addressId: number, fields: AddressFields): Promise<AddressRow> {
  const values = FIELDS.map((f) => fields[f]);
  const row = await db.one<AddressRow & Record<string, unknown>>(
    `UPDATE customer_address SET ${FIELDS.map((f, i) => `${f} = $${i + 2}`).join(', ')}, updated_at = now()
      WHERE address_id = $1 RETURNING ${COLUMNS}`,
    [addressId, ...values]
  );
  return row!;
}

export async function deleteAddress(db: Queryable, addressId: number): Promise<void> {
  await db.query('DELETE FROM customer_address WHERE address_id = $1', [addressId]);
}
