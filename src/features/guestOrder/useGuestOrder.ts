// The guest order lookup: the order number, the order's e-mail address and the billing last name go to
// guestOrder; the order comes back, or why not — recognised by the error's code: details that do not
// match (one answer, whichever was wrong), an order of an account (sign in to see it), too many tries.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { isNetworkError } from '../../api/apollo/errors';
import { hasErrorCode } from '../../api/errorCodes';
import { GuestOrderDocument, type GuestOrderQuery } from './guestOrder.generated';

export type GuestOrder = GuestOrderQuery['guestOrder'];

export interface GuestOrderValues {
  number?: string;
  email?: string;
  lastname?: string;
}

/** Why the last lookup showed no order. */
export type LookupProblem = { kind: 'notFound' | 'signInRequired' | 'rateLimited' | 'offline' | 'failed'; number: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function useGuestOrder() {
  const client = useApolloClient();
  const { formatMessage } = useIntl();
  const [order, setOrder] = useState<GuestOrder | null>(null);
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // What was typed stays when the shopper goes back from an order to look up another.
  const [values, setValues] = useState<GuestOrderValues>({});

  const handleSubmit = useCallback(
    async (submitted: Record<string, unknown>) => {
      const input = { number: text(submitted.number).replace(/^#/, ''), email: text(submitted.email), lastname: text(submitted.lastname) };
      setValues(input);
      setIsBusy(true);
      setProblem(null);
      try {
        // Never from the cache: each lookup asks the store (it is rate limited and private).
        const { data } = await client.query({ query: GuestOrderDocument, variables: { input }, fetchPolicy: 'no-cache' });
        if (data?.guestOrder) setOrder(data.guestOrder);
        else setProblem({ kind: 'failed', number: input.number });
      } catch (error) {
        const kind: LookupProblem['kind'] = hasErrorCode(error, 'ORDER_NOT_FOUND')
          ? 'notFound'
          : hasErrorCode(error, 'ORDER_SIGN_IN_REQUIRED')
            ? 'signInRequired'
            : hasErrorCode(error, 'RATE_LIMITED')
              ? 'rateLimited'
              : isNetworkError(error)
                ? 'offline'
                : 'failed';
        setProblem({ kind, number: input.number });
      } finally {
        setIsBusy(false);
      }
    },
    [client]
  );

  const lookUpAnother = useCallback(() => {
    setOrder(null);
    setProblem(null);
  }, []);

  const problemMessage =
    problem?.kind === 'notFound'
      ? formatMessage({
          id: 'guestOrder.notFound',
          defaultMessage:
            'We could not find an order with these details. Check the order number, the e-mail address and the last name on the billing address, as in your order confirmation e-mail.'
        })
      : problem?.kind === 'signInRequired'
        ? formatMessage({ id: 'guestOrder.signInRequired', defaultMessage: 'This order was placed from an account. Sign in to see it.' })
        : problem?.kind === 'rateLimited'
          ? formatMessage({ id: 'guestOrder.rateLimited', defaultMessage: 'Too many attempts. Please wait a minute and try again.' })
          : problem?.kind === 'offline'
            ? formatMessage({ id: 'guestOrder.offline', defaultMessage: 'The order could not be looked up because the connection failed. Try again when you are back online.' })
            : problem
              ? formatMessage({ id: 'guestOrder.failed', defaultMessage: 'The order could not be looked up. Please try again.' })
              : null;

  return { order, problem, problemMessage, isBusy, values, handleSubmit, lookUpAnother };
}
