// /communications: newsletter subscription.
import { useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import { AccountPage, loadStatus } from '../AccountPage/AccountPage';
import { AccountForm, CheckboxField } from '../fields';
import { useCommunications } from './useCommunications';

export default function Communications() {
  const { formatMessage } = useIntl();
  const talon = useCommunications();
  const title = formatMessage({ id: 'communications.title', defaultMessage: 'Communications' });
  useDocumentHead({ title, robots: 'noindex' });
  const intro = formatMessage({
    id: 'communications.intro',
    defaultMessage: 'Our newsletter brings offers, new products and advice on nutrition and training.'
  });

  return (
    <AccountPage title={title} intro={intro}>
      {loadStatus(talon) ?? (
        <AccountForm
          key={String(talon.isSubscribed)}
          label={formatMessage({ id: 'communications.formLabel', defaultMessage: 'Newsletter subscription' })}
          talon={talon}
          submitLabel={formatMessage({ id: 'communications.save', defaultMessage: 'Save Changes' })}
        >
          <CheckboxField
            name="is_subscribed"
            initialValue={Boolean(talon.isSubscribed)}
            label={formatMessage({ id: 'communications.subscribe', defaultMessage: 'Stay on the cutting edge of nutrition: subscribe to our newsletter' })}
          />
        </AccountForm>
      )}
    </AccountPage>
  );
}
