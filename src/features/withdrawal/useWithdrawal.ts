// The withdrawal function's talon: the form (name, order number, e-mail, optionally some of the order's
// items), a separate confirmation step, then the acknowledgement with the date and time the store
// received the request. The order is found by the store; its answer says whether the period is over
// (naming the day it ended) or whether the order already has a request (the first one is shown again).
// A back end without the withdrawal extension gets the same request as a structured contact message.
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';

import { isNetworkError } from '../../api/apollo/errors';
import { errorDetails, hasErrorCode } from '../../api/errorCodes';
import { useCapability } from '../../components/Capabilities';
import { formatDate } from '../../lib/dates';
import { WITHDRAWAL_TIME_ZONE } from '../../lib/legal';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/user/selectors';
import { RequestOrderWithdrawalDocument, WithdrawalByContactDocument } from './withdrawal.generated';
import { chosenItems, contactMessage, valuesFrom, withdrawalInput, withdrawalStart, type WithdrawableItem, type WithdrawalValues } from './withdrawalModel';

export interface WithdrawalReceipt {
  /** The store's reference of the request; '' when it went as a contact message. */
  reference: string;
  /** When the store received it, in words ('5 decembrie 2026, 14:32'). */
  receivedAt: string;
  alreadyRequested: boolean;
  wholeOrder: boolean;
  items: Array<{ name: string; quantity: number }>;
  email: string;
  number: string;
  /** Sent as a contact message (a store without the withdrawal function): no mail comes from it. */
  byContact: boolean;
}

export type WithdrawalStep = 'form' | 'confirm' | 'done';

export function useWithdrawal() {
  const intl = useIntl();
  const { formatMessage, locale } = intl;
  const location = useLocation();
  const [search] = useSearchParams();
  const currentUser = useAppSelector(selectCurrentUser);
  // Known long before the shopper confirms (asked when the page opens).
  const hasWithdrawalFunction = useCapability('withdrawal');
  const start = useMemo(() => withdrawalStart(location.state, search), [location.state, search]);
  const items: readonly WithdrawableItem[] = useMemo(() => start.items ?? [], [start]);
  const [requestWithdrawal] = useMutation(RequestOrderWithdrawalDocument);
  const [sendContact] = useMutation(WithdrawalByContactDocument);
  const [step, setStep] = useState<WithdrawalStep>('form');
  const [values, setValues] = useState<WithdrawalValues>(() => ({
    name: start.name ?? ([currentUser?.firstname, currentUser?.lastname].filter(Boolean).join(' ') || ''),
    number: start.number ?? '',
    email: start.email ?? currentUser?.email ?? '',
    scope: 'all',
    items: []
  }));
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);

  const timeOf = useCallback(
    (value: string | Date) =>
      formatDate(value, locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: WITHDRAWAL_TIME_ZONE }),
    [locale]
  );

  const handleSubmit = useCallback(
    (submitted: Record<string, unknown>) => {
      const next = valuesFrom(submitted, items);
      setValues(next);
      if (next.scope === 'some' && next.items.length === 0) {
        setError(formatMessage({ id: 'withdrawal.chooseItems', defaultMessage: 'Tick the products you withdraw from, or choose the whole order.' }));
        return;
      }
      setError(null);
      setStep('confirm');
    },
    [formatMessage, items]
  );

  const edit = useCallback(() => {
    setError(null);
    setStep('form');
  }, []);

  const confirm = useCallback(async () => {
    setIsBusy(true);
    setError(null);
    const chosen = chosenItems(values, items);
    try {
      if (hasWithdrawalFunction) {
        const { data } = await requestWithdrawal({ variables: { input: withdrawalInput(values, items) } });
        const answer = data?.requestOrderWithdrawal;
        if (!answer) throw new Error('no answer');
        setReceipt({
          reference: answer.withdrawal.number,
          receivedAt: timeOf(answer.withdrawal.requested_at),
          alreadyRequested: answer.already_requested,
          wholeOrder: answer.withdrawal.whole_order,
          items: answer.withdrawal.items.map((item) => ({ name: item.product_name, quantity: item.quantity })),
          email: values.email,
          number: values.number,
          byContact: false
        });
      } else {
        const sentAt = new Date();
        const comment = contactMessage(
          values,
          items,
          {
            heading: formatMessage({ id: 'withdrawal.contactHeading', defaultMessage: 'Withdrawal from the contract (OUG 34/2014)' }),
            order: formatMessage({ id: 'withdrawal.number', defaultMessage: 'Order number' }),
            name: formatMessage({ id: 'withdrawal.name', defaultMessage: 'Your name' }),
            email: formatMessage({ id: 'withdrawal.email', defaultMessage: 'E-mail address used for the order' }),
            products: formatMessage({ id: 'withdrawal.products', defaultMessage: 'Products' }),
            wholeOrder: formatMessage({ id: 'withdrawal.wholeOrder', defaultMessage: 'The whole order' }),
            sentAt: formatMessage({ id: 'withdrawal.sentAt', defaultMessage: 'Sent on' })
          },
          timeOf(sentAt)
        );
        await sendContact({ variables: { input: { name: values.name, email: values.email, comment } } });
        setReceipt({
          reference: '',
          receivedAt: timeOf(sentAt),
          alreadyRequested: false,
          wholeOrder: values.scope === 'all',
          items: chosen.map((item) => ({ name: item.name, quantity: item.quantity })),
          email: values.email,
          number: values.number,
          byContact: true
        });
      }
      setStep('done');
    } catch (caught) {
      setError(
        hasErrorCode(caught, 'ORDER_NOT_FOUND')
          ? formatMessage({
              id: 'withdrawal.notFound',
              defaultMessage: 'We found no order with these details. Check the order number, the e-mail address and your name as in your order confirmation e-mail.'
            })
          : hasErrorCode(caught, 'RATE_LIMITED')
            ? formatMessage({ id: 'withdrawal.rateLimited', defaultMessage: 'Too many attempts. Please wait a minute and try again.' })
            : isNetworkError(caught)
              ? formatMessage({ id: 'withdrawal.offline', defaultMessage: 'Your request could not be sent because the connection failed. Try again when you are back online.' })
              : // The store's own words: the period's end with its date, a canceled order…
                errorDetails(caught).find((detail) => detail.code && detail.message)?.message ||
                formatMessage({ id: 'withdrawal.failed', defaultMessage: 'Your request could not be sent. Please try again.' })
      );
    } finally {
      setIsBusy(false);
    }
  }, [formatMessage, hasWithdrawalFunction, items, requestWithdrawal, sendContact, timeOf, values]);

  return { step, values, items, chosen: chosenItems(values, items), error, isBusy, receipt, handleSubmit, edit, confirm };
}
