/** Customer accounts, tokens, password reset and the address book (Magento's CustomerGraphQl). */
import type { GraphQLContext } from '../context';
import { markPrivate } from '../../domain/context';
import type { CustomerRow } from '../../repositories/customer';
import { encodeUid } from '../../services/catalog';
import {
  createCustomerAddress, customerAddresses, customerAddressesPage, deleteCustomerAddress, deleteCustomerAddressByUid, updateCustomerAddress,
  updateCustomerAddressByUid,
  type AddressOutput, type CustomerAddressInput
} from '../../services/address';
import {
  changeCustomerPassword, createCustomer, currentCustomer, customerConfirmationStatus, customerGroup, generateCustomerToken, isEmailAvailable,
  requestCustomerGroup,
  requestPasswordResetEmail, resetPassword, revokeCustomerToken, updateCustomerEmail, updateCustomerLegacy, updateCustomerProfile,
  type CustomerCreateInput, type CustomerProfileInput
} from '../../services/customer';
import { isCustomerSubscribed } from '../../services/newsletter';

type Ctx = GraphQLContext;

/** CustomerInput: every field optional (createCustomer checks the required ones). */
type CustomerLegacyInput = CustomerProfileInput & { email?: string | null; password?: string | null };

export default {
  Query: {
    customer: (_: unknown, __: unknown, ctx: Ctx) => currentCustomer(ctx),
    isEmailAvailable: (_: unknown, args: { email: string }, ctx: Ctx) => isEmailAvailable(ctx, args.email),
    customerGroup: (_: unknown, __: unknown, ctx: Ctx) => requestCustomerGroup(ctx)
  },
  Mutation: {
    generateCustomerToken: (_: unknown, args: { email: string; password: string }, ctx: Ctx) => {
      markPrivate(ctx);
      return generateCustomerToken(ctx, args.email, args.password);
    },
    revokeCustomerToken: (_: unknown, __: unknown, ctx: Ctx) => revokeCustomerToken(ctx),
    createCustomerV2: async (_: unknown, args: { input: CustomerCreateInput }, ctx: Ctx) => ({
      customer: await createCustomer(ctx, args.input)
    }),
    updateCustomerV2: async (_: unknown, args: { input: CustomerProfileInput }, ctx: Ctx) => ({
      customer: await updateCustomerProfile(ctx, args.input)
    }),
    // The deprecated pair (CustomerInput), which PWA Studio's Venia still sends.
    createCustomer: async (_: unknown, args: { input: CustomerLegacyInput }, ctx: Ctx) => ({
      customer: await createCustomer(ctx, { ...args.input, email: args.input?.email ?? '' })
    }),
    updateCustomer: async (_: unknown, args: { input: CustomerLegacyInput }, ctx: Ctx) => ({
      customer: await updateCustomerLegacy(ctx, args.input)
    }),
    updateCustomerEmail: async (_: unknown, args: { email: string; password: string }, ctx: Ctx) => ({
      customer: await updateCustomerEmail(ctx, args.email, args.password)
    }),
    changeCustomerPassword: (_: unknown, args: { currentPassword: string; newPassword: string }, ctx: Ctx) =>
      changeCustomerPassword(ctx, args.currentPassword, args.newPassword),
    requestPasswordResetEmail: (_: unknown, args: { email: string }, ctx: Ctx) => requestPasswordResetEmail(ctx, args.email),
    resetPassword: (_: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, ctx: Ctx) =>
      resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
    createCustomerAddress: (_: unknown, args: { input: CustomerAddressInput }, ctx: Ctx) => createCustomerAddress(ctx, args.input),
    updateCustomerAddress: (_: unknown, args: { id: number; input?: CustomerAddressInput | null }, ctx: Ctx) =>
      updateCustomerAddress(ctx, args.id, args.input),
    deleteCustomerAddress: (_: unknown, args: { id: number }, ctx: Ctx) => deleteCustomerAddress(ctx, args.id),
    updateCustomerAddressV2: (_: unknown, args: { uid: string; input?: CustomerAddressInput | null }, ctx: Ctx) =>
      updateCustomerAddressByUid(ctx, args.uid, args.input),
    deleteCustomerAddressV2: (_: unknown, args: { uid: string }, ctx: Ctx) => deleteCustomerAddressByUid(ctx, args.uid)
  },
  Customer: {
    id: (customer: CustomerRow) => customer.customer_id,
    group_id: (customer: CustomerRow) => customer.group_id,
    dob: (customer: CustomerRow) => customer.dob,
    date_of_birth: (customer: CustomerRow) => customer.dob,
    default_billing: (customer: CustomerRow) => (customer.default_billing === null ? null : String(customer.default_billing)),
    default_shipping: (customer: CustomerRow) => (customer.default_shipping === null ? null : String(customer.default_shipping)),
    is_subscribed: (customer: CustomerRow, _: unknown, ctx: Ctx) => isCustomerSubscribed(ctx, customer.customer_id),
    addresses: (customer: CustomerRow, _: unknown, ctx: Ctx) => customerAddresses(ctx, customer),
    addressesV2: (customer: CustomerRow, args: { currentPage: number; pageSize: number }, ctx: Ctx) =>
      customerAddressesPage(ctx, customer, args.currentPage, args.pageSize),
    // The store defines no customer attributes of its own.
    custom_attributes: () => [],
    confirmation_status: (_: CustomerRow, __: unknown, ctx: Ctx) => customerConfirmationStatus(ctx),
    group: (customer: CustomerRow, _: unknown, ctx: Ctx) => customerGroup(ctx, customer),
    // PWA Studio's module: accounts here need no e-mail confirmation.
    is_confirmed: () => true
  },
  CustomerAddress: {
    id: (address: AddressOutput) => address.address_id,
    uid: (address: AddressOutput) => encodeUid(address.address_id),
    country_code: (address: AddressOutput) => address.country_id,
    region: (address: AddressOutput) => ({ region_code: address.region_code, region: address.region, region_id: address.region_id }),
    // The store defines no customer address attributes of its own.
    custom_attributesV2: () => [],
    custom_attributes: () => []
  }
};
