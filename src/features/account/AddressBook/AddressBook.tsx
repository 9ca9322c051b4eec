// /address-book: the customer's addresses as cards (default shipping/billing marked), add, edit and
// delete (asked to confirm; a default address cannot be deleted, as Magento).
import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { cx } from '../../../components/classNames';
import { useDocumentHead } from '../../../components/Head';
import { AccountPage, loadStatus, PageStatus } from '../AccountPage/AccountPage';
import pageStyles from '../AccountPage/accountPage.module.css';
import ConfirmDelete from '../AccountPage/ConfirmDelete';
import AddressForm from './AddressForm';
import styles from './addressBook.module.css';
import { addressLines } from './addressModel';
import { useAddressBook } from './useAddressBook';

export default function AddressBook() {
  const { formatMessage } = useIntl();
  const talon = useAddressBook();
  const title = formatMessage({ id: 'addressBook.title', defaultMessage: 'Address Book' });
  useDocumentHead({ title, robots: 'noindex' });
  // The list comes back in place of the (taller) form, saved or cancelled: focus, and with it the
  // screen, go to its first button rather than staying scrolled below the list's end.
  const listTopRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  const isEditing = talon.editing !== null;
  useLayoutEffect(() => {
    if (wasEditing.current && !isEditing) listTopRef.current?.querySelector('button')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const countryName = (code: string | null) => {
    const country = talon.countries.find((item) => item.id === code);
    return country?.full_name_locale ?? code ?? undefined;
  };

  const status = loadStatus(talon);
  let body;
  if (status) {
    body = status;
  } else if (talon.editing !== null) {
    body = (
      <AddressForm
        key={String(talon.editing)}
        address={talon.editedAddress}
        regions={talon.regions}
        onSubmit={talon.handleSave}
        onCancel={() => talon.startEditing(null)}
        isBusy={talon.isBusy}
        formError={talon.formError}
        fieldErrors={talon.fieldErrors}
        onClearFieldError={talon.clearFieldError}
      />
    );
  } else {
    body = (
      <>
        <div className={cx(pageStyles.row, styles.listTop)} ref={listTopRef}>
          <Button priority="high" onClick={() => talon.startEditing('new')}>
            <FormattedMessage id="addressBook.add" defaultMessage="Add an Address" />
          </Button>
        </div>
        {talon.addresses.length === 0 ? (
          <PageStatus kind="empty">
            <FormattedMessage id="addressBook.empty" defaultMessage="You have no saved addresses yet." />
          </PageStatus>
        ) : (
          <ul className={styles.list}>
            {talon.addresses.map((address) => {
              const name = `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim();
              const isDefault = Boolean(address.default_billing || address.default_shipping);
              return (
                <li key={address.id} className={styles.card}>
                  {isDefault ? (
                    <p className={styles.badges}>
                      {address.default_shipping ? (
                        <span className={styles.badge}>
                          <FormattedMessage id="addressBook.defaultShipping" defaultMessage="Default shipping" />
                        </span>
                      ) : null}
                      {address.default_billing ? (
                        <span className={styles.badge}>
                          <FormattedMessage id="addressBook.defaultBilling" defaultMessage="Default billing" />
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                  <address className={styles.address}>
                    {addressLines(address, countryName(address.country_code)).map((line, index) => (
                      <span key={index}>{line}</span>
                    ))}
                  </address>
                  {talon.confirmingDelete === address.id ? (
                    <ConfirmDelete
                      className={styles.confirm}
                      questionClassName={styles.confirmText}
                      label={formatMessage({ id: 'addressBook.confirmLabel', defaultMessage: 'Confirm deletion' })}
                      question={<FormattedMessage id="addressBook.confirmDelete" defaultMessage="Delete this address?" />}
                      deleteLabel={<FormattedMessage id="addressBook.deleteYes" defaultMessage="Delete" />}
                      cancelLabel={<FormattedMessage id="addressBook.cancel" defaultMessage="Cancel" />}
                      error={talon.deleteError}
                      isBusy={talon.isBusy}
                      onDelete={() => void talon.handleDelete(address.id)}
                      onCancel={() => talon.setConfirmingDelete(null)}
                    />
                  ) : (
                    <div className={pageStyles.row}>
                      <Button onClick={() => talon.startEditing(address.id)} aria-label={formatMessage({ id: 'addressBook.editAddressOf', defaultMessage: 'Edit the address of {name}' }, { name })}>
                        <FormattedMessage id="addressBook.edit" defaultMessage="Edit" />
                      </Button>
                      {isDefault ? null : (
                        <Button priority="low" onClick={() => talon.setConfirmingDelete(address.id)} aria-label={formatMessage({ id: 'addressBook.deleteAddressOf', defaultMessage: 'Delete the address of {name}' }, { name })}>
                          <FormattedMessage id="addressBook.delete" defaultMessage="Delete" />
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return <AccountPage title={title}>{body}</AccountPage>;
}
