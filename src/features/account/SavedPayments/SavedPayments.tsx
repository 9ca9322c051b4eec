// /saved-payments: cards saved at checkout, each deletable (after a confirmation).
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { useDocumentHead } from '../../../components/Head';
import { AccountPage, listPageStatus } from '../AccountPage/AccountPage';
import styles from '../AccountPage/accountPage.module.css';
import ConfirmDelete from '../AccountPage/ConfirmDelete';
import { useSavedPayments } from './useSavedPayments';

export default function SavedPayments() {
  const { formatMessage } = useIntl();
  const talon = useSavedPayments();
  const title = formatMessage({ id: 'savedPayments.title', defaultMessage: 'Saved Payments' });
  useDocumentHead({ title, robots: 'noindex' });

  let body = listPageStatus(talon, talon.cards.length === 0, <FormattedMessage id="savedPayments.empty" defaultMessage="You have no saved payment methods. Cards you choose to save at checkout appear here." />);
  if (!body) {
    body = (
      <ul className={styles.cards}>
        {talon.cards.map((card) => {
          const cardName = formatMessage({ id: 'savedPayments.cardName', defaultMessage: '{brand} ending in {last4}' }, { brand: card.brand, last4: card.last4 });
          return (
            <li key={card.publicHash} className={styles.card}>
              <p>
                <strong>{cardName}</strong>
                <br />
                <span className={styles.muted}>
                  <FormattedMessage id="savedPayments.expires" defaultMessage="Expires {date}" values={{ date: card.expires }} />
                </span>
              </p>
              {talon.confirming === card.publicHash ? (
                <ConfirmDelete
                  label={formatMessage({ id: 'savedPayments.confirmLabel', defaultMessage: 'Confirm deletion' })}
                  question={<FormattedMessage id="savedPayments.confirm" defaultMessage="Delete this card?" />}
                  deleteLabel={<FormattedMessage id="savedPayments.deleteYes" defaultMessage="Delete" />}
                  cancelLabel={<FormattedMessage id="savedPayments.cancel" defaultMessage="Cancel" />}
                  error={talon.deleteError}
                  isBusy={talon.isBusy}
                  onDelete={() => void talon.handleDelete(card.publicHash)}
                  onCancel={() => talon.setConfirming(null)}
                />
              ) : (
                <Button priority="low" onClick={() => talon.setConfirming(card.publicHash)} aria-label={formatMessage({ id: 'savedPayments.deleteNamed', defaultMessage: 'Delete {card}' }, { card: cardName })}>
                  <FormattedMessage id="savedPayments.delete" defaultMessage="Delete" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return <AccountPage title={title}>{body}</AccountPage>;
}
