// Account information talon: the customer's name and e-mail, and three forms — name, e-mail (with the
// current password) and password. The header greeting follows a name change at once.
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormApi } from 'informed';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { showToast } from '../../../lib/toasts';
import { useAppDispatch } from '../../../store/hooks';
import { userActions } from '../../../store/user/actions';
import { loadState } from '../AccountPage/AccountPage';
import { useSubmitState } from '../fields';
import type { AccountCustomerFieldsFragment } from '../../../api/fragments.generated';
import {
  ChangeCustomerPasswordDocument,
  GetAccountInformationDocument,
  UpdateCustomerEmailDocument,
  UpdateCustomerNameDocument
} from './accountInformation.generated';

export type AccountForm = 'name' | 'email' | 'password';

export function useAccountInformation() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const { data, loading, error } = useQuery(GetAccountInformationDocument, { fetchPolicy: 'cache-and-network' });
  const [updateName] = useMutation(UpdateCustomerNameDocument);
  const [updateEmail] = useMutation(UpdateCustomerEmailDocument);
  const [changePassword] = useMutation(ChangeCustomerPasswordDocument);
  const [openForm, setOpenForm] = useState<AccountForm | null>(null);
  const nameState = useSubmitState([]);
  const emailState = useSubmitState([
    { code: 'EMAIL_TAKEN', field: 'email' },
    { code: 'INVALID_CREDENTIALS', field: 'password' }
  ]);
  const passwordState = useSubmitState([
    { code: 'INVALID_CREDENTIALS', field: 'currentPassword' },
    { code: 'PASSWORD_POLICY', field: 'newPassword' }
  ]);
  const passwordFormApi = useRef<FormApi | null>(null);

  const succeed = useCallback(
    (message: string, customer?: AccountCustomerFieldsFragment) => {
      if (customer) {
        dispatch(
          userActions.getDetails.receive({
            email: customer.email ?? '',
            firstname: customer.firstname ?? '',
            lastname: customer.lastname ?? '',
            is_subscribed: customer.is_subscribed ?? undefined
          })
        );
      }
      showToast('success', message);
      setOpenForm(null);
    },
    [dispatch]
  );

  const saveName = (values: Record<string, unknown>) =>
    nameState.run(async () => {
      const result = await updateName({
        variables: { firstname: String(values.firstname ?? '').trim(), lastname: String(values.lastname ?? '').trim() }
      });
      succeed(formatMessage({ id: 'accountInformation.nameSaved', defaultMessage: 'Your name has been saved.' }), result.data?.updateCustomerV2?.customer);
    });

  const saveEmail = (values: Record<string, unknown>) =>
    emailState.run(async () => {
      const result = await updateEmail({
        variables: { email: String(values.email ?? '').trim(), password: String(values.password ?? '') }
      });
      succeed(
        formatMessage({ id: 'accountInformation.emailSaved', defaultMessage: 'Your email address has been changed.' }),
        result.data?.updateCustomerEmail?.customer
      );
    });

  const savePassword = (values: Record<string, unknown>) =>
    passwordState.run(async () => {
      await changePassword({
        variables: { currentPassword: String(values.currentPassword ?? ''), newPassword: String(values.newPassword ?? '') }
      });
      passwordFormApi.current?.reset();
      succeed(formatMessage({ id: 'accountInformation.passwordSaved', defaultMessage: 'Your password has been changed.' }));
    });

  return {
    customer: data?.customer ?? null,
    ...loadState({ data, loading, error }),
    openForm,
    setOpenForm,
    nameForm: { ...nameState, handleSubmit: saveName },
    emailForm: { ...emailState, handleSubmit: saveEmail },
    passwordForm: { ...passwordState, handleSubmit: savePassword, formApiRef: passwordFormApi }
  };
}
