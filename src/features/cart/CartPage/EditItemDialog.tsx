// Change a configurable line's options (flavour, size) and quantity in a modal dialog. Focus moves in
// when it opens and back to the 'Edit' button when it closes; Escape closes it; Tab stays inside.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import LoadingIndicator from '../../../components/LoadingIndicator';
import { CloseButton, useModalDialog } from '../../../components/ModalDialog';
import type { CartItem, CartItemInput } from '../../../store/cart/actions';
import styles from './cartPage.module.css';
import { useEditItemDialog } from './useEditItemDialog';

export interface EditItemDialogProps {
  item: CartItem;
  onClose: () => void;
  onSave: (item: CartItem, replacement: CartItemInput) => Promise<void>;
}

export default function EditItemDialog({ item, onClose, onSave }: EditItemDialogProps) {
  const { formatMessage } = useIntl();
  const talon = useEditItemDialog({ item, onSave });
  const titleId = useId();
  const { dialogRef, closeRef } = useModalDialog<HTMLDivElement>({ onClose, returnFocus: true });

  return (
    <div className={styles.dialogMask} onClick={onClose}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <header className={styles.dialogHeader}>
          <h2 id={titleId}>
            <FormattedMessage id="editItem.title" defaultMessage="Edit item" />
          </h2>
          <CloseButton ref={closeRef} className={styles.iconButton} onClick={onClose} label={formatMessage({ id: 'editItem.close', defaultMessage: 'Close' })} />
        </header>
        <p className={styles.dialogProduct}>{item.product.name}</p>
        {talon.isLoading ? <LoadingIndicator /> : null}
        {talon.loadError ? (
          <p className={styles.error} role="alert">
            {talon.loadError}
          </p>
        ) : null}
        <form
          className={styles.dialogForm}
          onSubmit={(event) => {
            event.preventDefault();
            void talon.save();
          }}
        >
          {talon.options.map((option) => (
            <label key={option.uid} className={styles.field}>
              <span>{option.label}</span>
              <select value={talon.selection[option.uid] ?? ''} onChange={(event) => talon.select(option.uid, event.target.value)}>
                {option.values.map((value) => {
                  const inStock = talon.isValueInStock(option.uid, value.uid);
                  return (
                    <option key={value.uid} value={value.uid} disabled={!inStock}>
                      {inStock
                        ? value.label
                        : formatMessage(
                            { id: 'editItem.outOfStockValue', defaultMessage: '{label} (out of stock)' },
                            { label: value.label }
                          )}
                    </option>
                  );
                })}
              </select>
            </label>
          ))}
          <label className={styles.field}>
            <span>
              <FormattedMessage id="editItem.quantity" defaultMessage="Quantity" />
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              value={talon.quantity}
              onChange={(event) => talon.setQuantity(Number(event.target.value))}
            />
          </label>
          {talon.saveError ? (
            <p className={styles.error} role="alert">
              {talon.saveError}
            </p>
          ) : null}
          <div className={styles.dialogButtons}>
            <Button priority="normal" onClick={onClose}>
              <FormattedMessage id="editItem.cancel" defaultMessage="Cancel" />
            </Button>
            <Button priority="high" type="submit" disabled={!talon.canSave}>
              <FormattedMessage id="editItem.save" defaultMessage="Update" />
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
