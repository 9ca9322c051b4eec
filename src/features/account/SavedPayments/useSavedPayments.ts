// Saved payments talon: the vault's cards (brand, last four digits, expiry) and deletion after
// confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { showToast } from '../../../lib/toasts';
import { loadState } from '../AccountPage/AccountPage';
import { useSubmitState } from '../fields';
import { DeletePaymentTokenDocument, GetCustomerPaymentTokensDocument, type GetCustomerPaymentTokensQuery } from './savedPayments.generated';

type PaymentToken = NonNullable<NonNullable<GetCustomerPaymentTokensQuery['customerPaymentTokens']>['items'][number]>;

export interface SavedCard {
  publicHash: string;
  brand: string;
  last4: string;
  expires: string;
}

/** details is a JSON text: {"type":"VI","brand":"Visa","maskedCC":"1111","expirationDate":"12/2030"}. */
export function toSavedCard(token: PaymentToken): SavedCard {
  let details: { brand?: string; type?: string; maskedCC?: string; expirationDate?: string } = {};
  try {
    details = JSON.parse(token.details ?? '{}') as typeof details;
  } catch {
    details = {};
  }
  return {
    publicHash: token.public_hash,
    brand: details.brand ?? details.type ?? token.payment_method_code,
    last4: details.maskedCC ?? '',
    expires: details.expirationDate ?? ''
  };
}

export function useSavedPayments() {
  const { formatMessage } = useIntl();
  const { data, loading, error } = useQuery(GetCustomerPaymentTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteToken] = useMutation(DeletePaymentTokenDocument, { refetchQueries: [{ query: GetCustomerPaymentTokensDocument }], awaitRefetchQueries: true });
  const [confirming, setConfirming] = useState<string | null>(null);
  const { isBusy, formError: deleteError, setFormError: setDeleteError, run } = useSubmitState();

  const handleDelete = (publicHash: string) =>
    run(async () => {
      await deleteToken({ variables: { publicHash } });
      setConfirming(null);
      showToast('success', formatMessage({ id: 'savedPayments.deleted', defaultMessage: 'The card has been deleted.' }));
    });

  return {
    cards: (data?.customerPaymentTokens?.items ?? []).filter((token) => token !== null).map(toSavedCard),
    ...loadState({ data, loading, error }),
    confirming,
    setConfirming: (hash: string | null) => {
      setDeleteError(null);
      setConfirming(hash);
    },
    handleDelete,
    isBusy,
    deleteError
  };
}
