/**
 * The Magento REST calls the storefront makes, on the same services as GraphQL:
 *   POST /rest/V1/guest-carts/:cartId/shipping-information   POST /rest/V1/carts/mine/shipping-information
 *        {addressInformation: {shipping_address, billing_address, shipping_carrier_code, shipping_method_code}}
 *        → {payment_methods: [{code, title}], totals: Magento's TotalsInterface}
 *   POST /rest/V1/guest-carts/:cartId/set-payment-information    POST /rest/V1/carts/mine/set-payment-information
 *        {cartId, email, billingAddress, paymentMethod: {method, additional_data: {payment_method_nonce, ...},
 *        extension_attributes: {agreement_ids}}}: refused without every MANUAL checkout agreement's id
 *        → true: the cart is ready; the storefront then places the order with GraphQL placeOrder, whose
 *          orderV2 gives the receipt the order (number, token, lines, totals, addresses)
 *   POST /rest/V1/guest-carts/:cartId/payment-information    POST /rest/V1/carts/mine/payment-information
 *        the same body, and the order is placed → the order id, a JSON string as Magento answers ("42"):
 *        the entity id, not the order number
 *   POST /rest/V1/sandbox-card/tokens {number, exp_month, exp_year, cvc} → {nonce, details}
 * Also under /rest/<store code>/V1/...; otherwise the Store header (default: the Romanian view) picks
 * the store view. Errors as Magento's REST: {message, parameters} with 400, 401 or 404, plus the error's
 * stable code (server/domain/errors.ts) as `code`.
 * Addresses may carry extension_attributes.pickup_location_code / parcel_locker_code for the pickup
 * and parcel locker delivery methods.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { emptySession, requestOrigin, type RequestContext } from '../domain/context';
import { authorizationError, DomainError, HTTP_STATUS, inputError, noSuchEntityError, type ErrorCode } from '../domain/errors';
import { bearerTokenOf } from '../http/auth';
import { findActiveQuoteOfCustomer, type QuoteRow } from '../repositories/cart';
import { findStoreViewByCode } from '../repositories/stores';
import { cartState, getCartForUser } from '../services/cart';
import {
  placeOrder, setBillingAddress, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod,
  GUEST_EMAIL_MISSING_MESSAGE, PAYMENT_METHOD_MISSING_MESSAGE, SHIPPING_METHOD_MISSING_MESSAGE, type AddressInput
} from '../services/checkout';
import { currentCustomerId } from '../services/customerAuth';
import { requireAcceptedAgreements } from '../services/checkoutAgreements';
import { availablePaymentMethods, isSandboxCardOn, tokenizeCard } from '../services/payment';
import { SHIPPING_VAT_RATE, vatTitle } from '../services/vat';
import { describeRate, findRate } from '../services/shipping';
import { translateMessage } from '../http/messages';
import { faultCode, faultIn } from '../http/inputFaults';
import { guestOrderCartIds, guestOrderCookie } from '../http/guestOrderCookie';
import { cardTokenSchema, paymentInformationSchema, shippingInformationSchema } from './schemas';

export interface RestPluginOptions {
  db: Db;
  /** PUBLIC_BASE_URL: the origin of links in e-mails (else each request's own). */
  publicBaseUrl?: string;
}

const unauthorized = () =>
  authorizationError('CUSTOMER_NOT_AUTHORIZED', "The consumer isn't authorized to access %resources.", { parameters: { resources: 'self' } });

/** Magento's answer to a request field of the wrong type or shape, with its code. */
const invalidFieldBody = (fieldName: string, code: ErrorCode) => ({ message: 'Invalid value provided for the %fieldName field.', parameters: { fieldName }, code });

interface RestAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[] | string;
  city?: string;
  region?: string;
  region_id?: number | string;
  region_code?: string;
  postcode?: string;
  country_id?: string;
  telephone?: string;
  email?: string;
  vat_id?: string;
  customer_address_id?: number | string;
  custom_attributes?: Array<{ attribute_code?: string; value?: string | null }>;
  extension_attributes?: { pickup_location_code?: string; parcel_locker_code?: string };
}

function addressInput(address: RestAddress): AddressInput {
  const regionId = address.region_id === undefined || address.region_id === null || address.region_id === '' ? null : Number(address.region_id);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region: address.region,
    region_code: address.region_code,
    region_id: Number.isFinite(regionId) ? regionId : null,
    postcode: address.postcode,
    country_code: address.country_id,
    telephone: address.telephone,
    vat_id: address.vat_id,
    custom_attributes: address.custom_attributes
  };
}

const hasAddress = (a: RestAddress | undefined | null): a is RestAddress => Boolean(a && (a.firstname || a.customer_address_id));

export default async function restPlugin(app: FastifyInstance, options: RestPluginOptions): Promise<void> {
  const { db } = options;

  /** The store view's locale of a request, once known: its error messages are in that language (messages.ts). */
  const localeOf = new WeakMap<FastifyRequest, string>();

  async function contextFor(request: FastifyRequest, guest: boolean): Promise<RequestContext> {
    const params = request.params as { storeCode?: string };
    const header = request.headers.store;
    const code = params.storeCode ?? (typeof header === 'string' && header.trim() ? header.trim() : 'default');
    const store = await findStoreViewByCode(db, code === 'all' ? 'default' : code);
    if (!store) throw inputError('STORE_NOT_FOUND', 'Requested store is not found');
    localeOf.set(request, store.locale);
    const authorization = request.headers.authorization;
    return {
      db,
      store,
      currency: store.defaultDisplayCurrencyCode,
      // The guest endpoints act for a guest whatever token the browser sends along.
      bearerToken: guest ? null : bearerTokenOf(typeof authorization === 'string' ? authorization : undefined),
      cache: { tags: new Set(), isPrivate: true },
      loaders: new Map(),
      session: emptySession(guestOrderCartIds(request.headers.cookie)),
      origin: requestOrigin(request, options.publicBaseUrl),
      clientIp: request.ip ?? null
    };
  }

  async function mineCart(ctx: RequestContext): Promise<QuoteRow> {
    let customerId: number | null;
    try {
      customerId = await currentCustomerId(ctx);
    } catch {
      throw unauthorized();
    }
    if (customerId === null) throw unauthorized();
    const quote = await findActiveQuoteOfCustomer(db, customerId);
    if (!quote) {
      throw noSuchEntityError('CART_NOT_FOUND', 'No such entity with %fieldName = %fieldValue', {
        parameters: { fieldName: 'customerId', fieldValue: String(customerId) }
      });
    }
    return quote;
  }

  async function cartFor(request: FastifyRequest, ctx: RequestContext, mine: boolean): Promise<QuoteRow> {
    if (mine) return mineCart(ctx);
    const { cartId } = request.params as { cartId: string };
    return getCartForUser(ctx, cartId);
  }

  function fail(reply: FastifyReply, error: unknown) {
    reply.header('cache-control', 'no-store');
    const locale = localeOf.get(reply.request);
    const inLanguage = (message: string) => (locale ? translateMessage(message, locale) : message);
    if (error instanceof DomainError) {
      return reply.code(HTTP_STATUS[error.kind]).send({ message: inLanguage(error.message), parameters: error.parameters, code: error.code });
    }
    // A fault of ours, not of the request: logged with an id the answer gives (as Magento's report id),
    // answered without any detail.
    const reportId = `webapi-${reply.request.id}`;
    reply.log.error({ err: error, reportId }, 'REST request failed');
    return reply.code(500).send({ message: `Internal Error. Details are available in Magento log file. Report ID: ${reportId}`, parameters: [], code: 'INTERNAL_ERROR' });
  }

  async function totalsOf(ctx: RequestContext, quote: QuoteRow) {
    const state = await cartState(ctx, quote);
    const t = state.totals;
    const rate = await findRate(ctx, quote.shipping_carrier_code, quote.shipping_method_code);
    const shippingTitle = rate ? describeRate(ctx, rate, t.subtotalInclTax - t.discount) : null;
    const currency = ctx.currency;
    const segments: Array<Record<string, unknown>> = [
      { code: 'subtotal', title: 'Subtotal', value: t.subtotalInclTax },
      ...(t.discount > 0 ? [{ code: 'discount', title: `Discount (${t.appliedCoupon?.label ?? ''})`, value: -t.discount }] : []),
      { code: 'shipping', title: shippingTitle ? `Shipping & Handling (${shippingTitle.carrierTitle} - ${shippingTitle.methodTitle})` : 'Shipping & Handling', value: t.shippingInclTax },
      {
        code: 'tax', title: 'Tax', value: t.taxTotal,
        extension_attributes: { tax_grandtotal_details: t.taxes.map((x, i) => ({ amount: x.amount, rates: [{ percent: String(x.rate), title: vatTitle(x.rate, ctx.store.locale) }], group_id: i + 1 })) }
      },
      { code: 'grand_total', title: 'Grand Total', value: t.grandTotal }
    ];
    return {
      grand_total: t.grandTotal,
      base_grand_total: t.grandTotal,
      subtotal: t.subtotalExclTax,
      base_subtotal: t.subtotalExclTax,
      discount_amount: -t.discount,
      base_discount_amount: -t.discount,
      subtotal_with_discount: t.subtotalWithDiscountExclTax,
      base_subtotal_with_discount: t.subtotalWithDiscountExclTax,
      shipping_amount: t.shippingExclTax,
      base_shipping_amount: t.shippingExclTax,
      shipping_discount_amount: 0,
      base_shipping_discount_amount: 0,
      tax_amount: t.taxTotal,
      base_tax_amount: t.taxTotal,
      shipping_tax_amount: t.shippingTax,
      base_shipping_tax_amount: t.shippingTax,
      subtotal_incl_tax: t.subtotalInclTax,
      shipping_incl_tax: t.shippingInclTax,
      base_shipping_incl_tax: t.shippingInclTax,
      base_currency_code: currency,
      quote_currency_code: currency,
      coupon_code: t.appliedCoupon?.code,
      items_qty: t.totalQuantity,
      items: state.items.map((item) => {
        const line = t.lines.find((l) => l.key === item.row.item_id)!;
        return {
          item_id: item.row.item_id,
          price: line.priceExclTax,
          base_price: line.priceExclTax,
          qty: item.row.quantity,
          row_total: line.rowTotalExclTax,
          base_row_total: line.rowTotalExclTax,
          row_total_with_discount: 0,
          tax_amount: line.taxAmount,
          base_tax_amount: line.taxAmount,
          tax_percent: line.taxRate,
          discount_amount: line.discount,
          base_discount_amount: line.discount,
          discount_percent: 0,
          price_incl_tax: line.priceInclTax,
          base_price_incl_tax: line.priceInclTax,
          row_total_incl_tax: line.rowTotalInclTax,
          base_row_total_incl_tax: line.rowTotalInclTax,
          options: '[]',
          weee_tax_applied_amount: null,
          weee_tax_applied: null,
          name: (item.parent ?? item.product).name
        };
      }),
      total_segments: segments,
      extension_attributes: { shipping_tax_rate: SHIPPING_VAT_RATE }
    };
  }

  async function shippingInformation(request: FastifyRequest, reply: FastifyReply, mine: boolean) {
    try {
      const ctx = await contextFor(request, !mine);
      let quote = await cartFor(request, ctx, mine);
      const body = (request.body ?? {}) as { addressInformation?: { shipping_address?: RestAddress; billing_address?: RestAddress; shipping_carrier_code?: string; shipping_method_code?: string } };
      const info = body.addressInformation;
      if (!info || !info.shipping_address) {
        throw inputError('REQUIRED_FIELD_MISSING', '"%fieldName" is required. Enter and try again.', {
          field: 'shipping_address',
          parameters: { fieldName: 'shipping_address' }
        });
      }
      if (!info.shipping_carrier_code || !info.shipping_method_code) throw inputError('SHIPPING_METHOD_MISSING', SHIPPING_METHOD_MISSING_MESSAGE);
      const shipping = info.shipping_address;
      if (!mine && shipping.email) quote = await setGuestEmail(ctx, quote.masked_id, shipping.email);
      quote = await setShippingAddress(ctx, quote.masked_id, [{
        customer_address_id: mine && shipping.customer_address_id ? Number(shipping.customer_address_id) : null,
        address: addressInput(shipping),
        pickup_location_code: shipping.extension_attributes?.pickup_location_code ?? null,
        parcel_locker_code: shipping.extension_attributes?.parcel_locker_code ?? null
      }]);
      quote = hasAddress(info.billing_address)
        ? await setBillingAddress(ctx, quote.masked_id, {
          customer_address_id: mine && info.billing_address.customer_address_id ? Number(info.billing_address.customer_address_id) : null,
          address: addressInput(info.billing_address)
        })
        : await setBillingAddress(ctx, quote.masked_id, { same_as_shipping: true });
      quote = await setShippingMethod(ctx, quote.masked_id, [{ carrier_code: info.shipping_carrier_code, method_code: info.shipping_method_code }]);
      reply.header('cache-control', 'no-store');
      return { payment_methods: await availablePaymentMethods(ctx, quote.customer_id), totals: await totalsOf(ctx, quote) };
    } catch (error) {
      return fail(reply, error);
    }
  }

  /** set-payment-information (`place` false) and payment-information (`place` true): one body, as Magento. */
  async function paymentInformation(request: FastifyRequest, reply: FastifyReply, mine: boolean, place: boolean) {
    try {
      const ctx = await contextFor(request, !mine);
      let quote = await cartFor(request, ctx, mine);
      const body = (request.body ?? {}) as {
        email?: string;
        billingAddress?: RestAddress;
        paymentMethod?: {
          method?: string;
          additional_data?: { payment_method_nonce?: string; is_active_payment_token_enabler?: boolean | string; public_hash?: string } | null;
          extension_attributes?: { agreement_ids?: Array<number | string> } | null;
        };
      };
      if (!mine) {
        if (body.email) quote = await setGuestEmail(ctx, quote.masked_id, body.email);
        else if (!quote.email) throw inputError('GUEST_EMAIL_MISSING', GUEST_EMAIL_MISSING_MESSAGE);
      }
      if (hasAddress(body.billingAddress)) quote = await setBillingAddress(ctx, quote.masked_id, { address: addressInput(body.billingAddress) });
      const method = body.paymentMethod?.method;
      if (!method) throw inputError('PAYMENT_METHOD_MISSING', PAYMENT_METHOD_MISSING_MESSAGE);
      const data = body.paymentMethod?.additional_data ?? {};
      quote = await setPaymentMethod(ctx, quote.masked_id, {
        code: method,
        sandboxcard: { payment_method_nonce: data.payment_method_nonce ?? null, is_active_payment_token_enabler: data.is_active_payment_token_enabler === true || data.is_active_payment_token_enabler === 'true' },
        sandboxcard_cc_vault: { public_hash: data.public_hash ?? null }
      });
      // Magento's CheckoutAgreements: no order without the terms accepted (checked on both calls).
      await requireAcceptedAgreements(ctx, body.paymentMethod?.extension_attributes?.agreement_ids ?? []);
      reply.header('cache-control', 'no-store');
      if (!place) return reply.type('application/json').send('true');
      const placed = await placeOrder(ctx, quote.masked_id);
      const cookie = guestOrderCookie(ctx.session.guestOrderCartIds, ctx.session.placedGuestOrderCartIds, request.protocol === 'https');
      if (cookie) reply.header('set-cookie', cookie);
      return reply.type('application/json').send(JSON.stringify(String(placed.orderId)));
    } catch (error) {
      return fail(reply, error);
    }
  }

  // The input boundary: no string in a path parameter or a body holds U+0000 or half a surrogate pair
  // (PostgreSQL cannot store them) or is longer than any field; then the routes' JSON schemas
  // (schemas.ts) check the types.
  app.addHook('preValidation', async (request, reply) => {
    const found = faultIn(request.params, 'params') ?? faultIn(request.body, 'body');
    if (found) {
      reply.header('cache-control', 'no-store');
      return reply.code(400).send(invalidFieldBody(found.path.replace(/^(params|body)\./, ''), faultCode(found.fault)));
    }
    return undefined;
  });
  app.setErrorHandler((error: Error & { validation?: unknown[]; validationContext?: string; statusCode?: number }, request, reply) => {
    if (error.validation) {
      const [first] = error.validation as Array<{ instancePath?: string; params?: { missingProperty?: string } }>;
      const path = [first?.instancePath?.replace(/^\//, '').replace(/\//g, '.'), first?.params?.missingProperty].filter(Boolean).join('.');
      reply.header('cache-control', 'no-store');
      const code = first?.params?.missingProperty ? 'REQUIRED_FIELD_MISSING' : 'INVALID_FIELD_VALUE';
      return reply.code(400).send(invalidFieldBody(path || String(error.validationContext ?? 'body'), code));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type, a body too large: the request itself.
      return reply.code(error.statusCode).send({ message: error.message, parameters: [], code: 'INVALID_REQUEST' });
    }
    return fail(reply, error);
  });

  for (const prefix of ['/rest/V1', '/rest/:storeCode/V1']) {
    app.post(`${prefix}/guest-carts/:cartId/shipping-information`, { schema: shippingInformationSchema }, (req, reply) => shippingInformation(req, reply, false));
    app.post(`${prefix}/carts/mine/shipping-information`, { schema: shippingInformationSchema }, (req, reply) => shippingInformation(req, reply, true));
    app.post(`${prefix}/guest-carts/:cartId/set-payment-information`, { schema: paymentInformationSchema }, (req, reply) => paymentInformation(req, reply, false, false));
    app.post(`${prefix}/carts/mine/set-payment-information`, { schema: paymentInformationSchema }, (req, reply) => paymentInformation(req, reply, true, false));
    app.post(`${prefix}/guest-carts/:cartId/payment-information`, { schema: paymentInformationSchema }, (req, reply) => paymentInformation(req, reply, false, true));
    app.post(`${prefix}/carts/mine/payment-information`, { schema: paymentInformationSchema }, (req, reply) => paymentInformation(req, reply, true, true));
    const sandboxCardOnly = async (_request: FastifyRequest, reply: FastifyReply) => {
      // No raw-card sandbox in production: the path answers as one the server does not have, whatever is sent.
      if (!isSandboxCardOn()) return reply.code(404).send({ message: 'Request does not match any route.' });
    };
    app.post(`${prefix}/sandbox-card/tokens`, { schema: cardTokenSchema, onRequest: sandboxCardOnly }, async (request, reply) => {
      try {
        const body = (request.body ?? {}) as { number?: unknown; exp_month?: unknown; exp_year?: unknown; cvc?: unknown };
        const { nonce, details } = await tokenizeCard(db, { number: body.number, exp_month: body.exp_month, exp_year: body.exp_year, cvc: body.cvc });
        reply.header('cache-control', 'no-store');
        return { nonce, details: { type: details.brand, last4: details.last4, exp_month: details.exp_month, exp_year: details.exp_year } };
      } catch (error) {
        return fail(reply, error);
      }
    });
  }
}
