import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CurrencyData {
  currency: {
    __typename?: 'Currency';
    default_display_currency_code: string | null;
    available_currency_codes: Array<string | null> | null;
  } | null;
}

/** Currency (spec §3, §7): the store view's display currency and the codes it accepts. */
export const GET_CURRENCY: TypedDocumentNode<CurrencyData, Record<string, never>> = gql`
  query currencySwitcher {
    currency {
      default_display_currency_code
      available_currency_codes
    }
  }
`;
