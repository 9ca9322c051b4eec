import { useMutation } from '@apollo/client/react';
import type { FormApi } from 'informed';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';

import { isNetworkError } from '../../../api/apollo/errors';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrentUser, selectIsSignedIn } from '../../../store/user/selectors';
import { ContactUsDocument } from './contactForm.generated';
import { sortContactError, type ContactFieldErrors, type ContactFieldName, type ContactValues } from './validation';

export interface ContactFormTalon {
  formApiRef: RefObject<FormApi | null>;
  /** The element holding the form (focus moves to a field the server rejected). */
  containerRef: RefObject<HTMLDivElement | null>;
  initialValues: ContactValues;
  isBusy: boolean;
  isSent: boolean;
  formError: string | null;
  fieldErrors: ContactFieldErrors;
  clearFieldError(name: ContactFieldName): void;
  handleSubmit(values: ContactValues): Promise<void>;
  /** After a message was sent: an empty form again. */
  startOver(): void;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function useContactForm(): ContactFormTalon {
  const { formatMessage } = useIntl();
  const [contactUs] = useMutation(ContactUsDocument);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const currentUser = useAppSelector(selectCurrentUser);
  const formApiRef = useRef<FormApi | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});

  // A signed-in customer does not type their name and address again.
  const initialValues = useMemo<ContactValues>(() => {
    if (!isSignedIn) return {};
    const name = [currentUser.firstname, currentUser.lastname].filter(Boolean).join(' ');
    return { name: name || undefined, email: currentUser.email || undefined };
  }, [isSignedIn, currentUser.firstname, currentUser.lastname, currentUser.email]);

  const clearFieldError = useCallback((name: ContactFieldName) => {
    setFieldErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const handleSubmit = useCallback(
    async (values: ContactValues) => {
      if (isBusy) return;
      setIsBusy(true);
      setFormError(null);
      setFieldErrors({});
      try {
        const { data } = await contactUs({
          variables: {
            input: { name: text(values.name), email: text(values.email), comment: text(values.comment), telephone: text(values.telephone) || null }
          }
        });
        if (data?.contactUs?.status) {
          setIsSent(true);
        } else {
          setFormError(formatMessage({ id: 'contactForm.notSent', defaultMessage: 'Your message could not be sent. Please try again.' }));
        }
      } catch (error) {
        if (isNetworkError(error)) {
          setFormError(
            formatMessage({
              id: 'contactForm.networkError',
              defaultMessage: 'Your message could not be sent because the connection failed. Your text is still here: try again when you are back online.'
            })
          );
        } else {
          const sorted = sortContactError(error, values);
          setFieldErrors(sorted.fieldErrors);
          setFormError(sorted.formError);
          // Focus the first field the server complained about.
          const first = (['name', 'email', 'telephone', 'comment'] as const).find((name) => sorted.fieldErrors[name]);
          if (first) containerRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        }
      } finally {
        setIsBusy(false);
      }
    },
    [contactUs, formatMessage, isBusy]
  );

  const startOver = useCallback(() => {
    setIsSent(false);
    setFormError(null);
    setFieldErrors({});
  }, []);

  return { formApiRef, containerRef, initialValues, isBusy, isSent, formError, fieldErrors, clearFieldError, handleSubmit, startOver };
}
