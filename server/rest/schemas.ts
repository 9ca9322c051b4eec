/**
 * JSON schemas of the REST calls (Fastify validates params and bodies before a handler runs): a value
 * of the wrong type is refused with Magento's REST error and 400 instead of reaching a service. Unknown
 * properties are allowed, as the storefront and Magento clients send more than these calls read.
 */
const text = { type: 'string', maxLength: 1024 } as const;
const shortText = { type: 'string', maxLength: 255 } as const;
const id = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 32 }] } as const;

const address = {
  type: 'object',
  properties: {
    firstname: shortText,
    lastname: shortText,
    company: shortText,
    street: { anyOf: [text, { type: 'array', maxItems: 4, items: text }] },
    city: shortText,
    region: shortText,
    region_id: { anyOf: [id, { type: 'null' }] },
    region_code: shortText,
    postcode: shortText,
    country_id: shortText,
    telephone: shortText,
    email: shortText,
    vat_id: shortText,
    customer_address_id: { anyOf: [id, { type: 'null' }] },
    custom_attributes: {
      type: 'array',
      maxItems: 16,
      items: { type: 'object', properties: { attribute_code: shortText, value: { anyOf: [shortText, { type: 'null' }] } } }
    },
    extension_attributes: {
      type: 'object',
      properties: { pickup_location_code: { anyOf: [shortText, { type: 'null' }] }, parcel_locker_code: { anyOf: [shortText, { type: 'null' }] } }
    }
  }
} as const;

const cartParams = {
  type: 'object',
  properties: { cartId: { type: 'string', maxLength: 64 }, storeCode: { type: 'string', maxLength: 64 } }
} as const;

export const shippingInformationSchema = {
  params: cartParams,
  body: {
    type: 'object',
    properties: {
      addressInformation: {
        type: 'object',
        properties: {
          shipping_address: address,
          billing_address: { anyOf: [address, { type: 'null' }] },
          shipping_carrier_code: shortText,
          shipping_method_code: shortText
        }
      }
    }
  }
} as const;

export const paymentInformationSchema = {
  params: cartParams,
  body: {
    type: 'object',
    properties: {
      cartId: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'integer' }] },
      email: shortText,
      billingAddress: { anyOf: [address, { type: 'null' }] },
      paymentMethod: {
        type: 'object',
        properties: {
          method: shortText,
          additional_data: {
            anyOf: [
              {
                type: 'object',
                properties: {
                  payment_method_nonce: { anyOf: [shortText, { type: 'null' }] },
                  is_active_payment_token_enabler: { anyOf: [{ type: 'boolean' }, shortText] },
                  public_hash: { anyOf: [shortText, { type: 'null' }] }
                }
              },
              { type: 'null' }
            ]
          },
          extension_attributes: {
            anyOf: [
              { type: 'object', properties: { agreement_ids: { type: 'array', maxItems: 50, items: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 12 }] } } } },
              { type: 'null' }
            ]
          }
        }
      }
    }
  }
} as const;

const cardField = { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'integer' }] } as const;

export const cardTokenSchema = {
  params: { type: 'object', properties: { storeCode: { type: 'string', maxLength: 64 } } },
  body: { type: 'object', properties: { number: cardField, exp_month: cardField, exp_year: cardField, cvc: cardField } }
} as const;
