// Communications talon: the newsletter subscription, read from customer.is_subscribed and saved with
// updateCustomerV2.
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';

import { showToast } from '../../../lib/toasts';
import { loadState } from '../AccountPage/AccountPage';
import { useSubmitState } from '../fields';
import { GetCustomerSubscriptionDocument, SetNewsletterSubscriptionDocument } from './communications.generated';

export function useCommunications() {
  const { formatMessage } = useIntl();
  const { data, loading, error } = useQuery(GetCustomerSubscriptionDocument, { fetchPolicy: 'cache-and-network' });
  const [setSubscription] = useMutation(SetNewsletterSubscriptionDocument);
  const { isBusy, formError, run } = useSubmitState();

  const handleSubmit = (values: Record<string, unknown>) => {
    const isSubscribed = Boolean(values.is_subscribed);
    return run(async () => {
      await setSubscription({ variables: { isSubscribed } });
      showToast(
        'success',
        isSubscribed
          ? formatMessage({ id: 'communications.subscribed', defaultMessage: 'You are subscribed to our newsletter.' })
          : formatMessage({ id: 'communications.unsubscribed', defaultMessage: 'You are no longer subscribed to our newsletter.' })
      );
    });
  };

  return {
    isSubscribed: data?.customer?.is_subscribed ?? null,
    ...loadState({ data, loading, error }),
    handleSubmit,
    isBusy,
    formError
  };
}
