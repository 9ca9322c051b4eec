// /create-account: the form, prefilled from ?email=&firstName=&lastName= (the receipt's shipping
// address). After creating the account the shopper is signed in and goes to their account.
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { useDocumentHead } from '../../../components/Head';
import { inStore, useStoreView } from '../../../components/storeView';
import { GuestPage } from '../AccountPage/AccountPage';
import CreateAccount from './CreateAccount';

export default function CreateAccountPage() {
  const { formatMessage } = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useStoreView();
  const title = formatMessage({ id: 'createAccount.title', defaultMessage: 'Create an Account' });
  useDocumentHead({ title, robots: 'noindex' });
  const initialValues = {
    email: params.get('email') ?? undefined,
    firstname: params.get('firstName') ?? undefined,
    lastname: params.get('lastName') ?? undefined
  };

  return (
    <GuestPage title={title}>
      <CreateAccount initialValues={initialValues} onCreated={() => void navigate(inStore(view, '/account-information'), { replace: true })} />
    </GuestPage>
  );
}
