import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { useDocumentHead } from '../../../components/Head';
import { inStore, useStoreView } from '../../../components/storeView';
import { GuestPage } from '../AccountPage/AccountPage';
import ForgotPassword from './ForgotPassword';

export default function ForgotPasswordPage() {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const view = useStoreView();
  const title = formatMessage({ id: 'forgotPassword.title', defaultMessage: 'Forgot Password' });
  useDocumentHead({ title, robots: 'noindex' });
  return (
    <GuestPage title={title}>
      <ForgotPassword onCancel={() => void navigate(inStore(view, '/sign-in'))} />
    </GuestPage>
  );
}
