// The footer's newsletter sign-up: the address is checked as the shopper leaves the field and again on
// sending; the server's answer becomes one outcome — subscribed, subscribed once confirmed (a store that
// asks for confirmation), already subscribed — or a problem shown under the field (the address) or the
// form (anything else), with the typed address kept so it can be corrected and sent again.
import { useMutation } from '@apollo/client/react';
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';

import { joinGraphQLErrors, isNetworkError } from '../../../../api/apollo/errors';
import { hasErrorCode } from '../../../../api/errorCodes';
import { isEmail } from '../../../../components/Form/validators';
import { inStore, useStoreView } from '../../../../components/storeView';
import { PRIVACY_PATH } from '../../../../lib/footerLinks';
import { SubscribeToNewsletterDocument } from './newsletterSignUp.generated';

export type SignUpOutcome = 'subscribed' | 'confirm' | 'already';

export interface NewsletterSignUpTalon {
  email: string;
  /** Under the field: the address is missing or not valid (the shopper's check or the server's). */
  fieldError: string | null;
  /** Under the form: the server could not subscribe the address. */
  formError: string | null;
  isBusy: boolean;
  /** Set once the server has answered with a subscription (new or existing). */
  outcome: SignUpOutcome | null;
  privacyHref: string;
  /** The e-mail field: focused when its address is refused. */
  inputRef: RefObject<HTMLInputElement | null>;
  handleChange(event: ChangeEvent<HTMLInputElement>): void;
  handleBlur(): void;
  handleSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function useNewsletterSignUp(): NewsletterSignUpTalon {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const [subscribe] = useMutation(SubscribeToNewsletterDocument);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<SignUpOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const check = (value: string): string | null => {
    const problem = isEmail(value);
    return problem ? formatMessage(problem) : null;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    // A shown problem goes as soon as the address is right; a new one waits for the field to be left.
    if (fieldError) setFieldError(check(event.target.value));
    setFormError(null);
  };

  const handleBlur = () => {
    if (email.trim()) setFieldError(check(email));
  };

  const send = async (address: string) => {
    setIsBusy(true);
    setFormError(null);
    try {
      const { data } = await subscribe({ variables: { email: address } });
      const status = data?.subscribeEmailToNewsletter?.status;
      setOutcome(status === 'NOT_ACTIVE' || status === 'UNCONFIRMED' ? 'confirm' : 'subscribed');
    } catch (error) {
      if (hasErrorCode(error, 'ALREADY_SUBSCRIBED')) {
        setOutcome('already');
      } else if (hasErrorCode(error, ['INVALID_EMAIL', 'REQUIRED_FIELD_MISSING'], { field: 'email' })) {
        setFieldError(joinGraphQLErrors(error));
        inputRef.current?.focus();
      } else if (hasErrorCode(error, 'SUBSCRIPTION_FAILED')) {
        // The address has an account: its owner subscribes from the account.
        setFormError(
          formatMessage({
            id: 'newsletterSignUp.accountAddress',
            defaultMessage: 'We could not subscribe this address. If it is the address of your account, sign in and subscribe from your account.'
          })
        );
      } else {
        setFormError(
          isNetworkError(error) || !joinGraphQLErrors(error)
            ? formatMessage({ id: 'newsletterSignUp.failed', defaultMessage: 'We could not subscribe you just now. Please try again.' })
            : joinGraphQLErrors(error)
        );
      }
    } finally {
      setIsBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const problem = check(email);
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    void send(email.trim());
  };

  return { email, fieldError, formError, isBusy, outcome, privacyHref: inStore(view, PRIVACY_PATH), inputRef, handleChange, handleBlur, handleSubmit };
}
