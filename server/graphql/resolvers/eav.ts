/** EavGraphQl: the custom attribute values of addresses; the store's are all text values. */
import { REGISTRATION_NUMBER } from '../../services/checkout';

export interface AttributeValueOutput {
  code: string;
  value: string;
}

/** An address's custom attributes as Magento lists them: the ones with a value. */
export function addressCustomAttributes(address: { registration_number: string | null }): AttributeValueOutput[] {
  return address.registration_number ? [{ code: REGISTRATION_NUMBER, value: address.registration_number }] : [];
}

export default {
  AttributeValueInterface: {
    __resolveType: () => 'AttributeValue'
  }
};
