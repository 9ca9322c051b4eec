// The question that stands in for an item's buttons once the shopper has asked to delete it (an address,
// a saved card): Delete or Cancel, the deletion's error, the Delete button busy while it runs.
import type { ReactNode } from 'react';

import Button from '../../../components/Button';
import styles from './accountPage.module.css';

interface ConfirmDeleteProps {
  /** The group's accessible name ('Confirm deletion'). */
  label: string;
  question: ReactNode;
  deleteLabel: ReactNode;
  cancelLabel: ReactNode;
  error?: string | null;
  isBusy: boolean;
  onDelete(): void;
  onCancel(): void;
  className?: string;
  questionClassName?: string;
}

export default function ConfirmDelete({ label, question, deleteLabel, cancelLabel, error, isBusy, onDelete, onCancel, className, questionClassName }: ConfirmDeleteProps) {
  return (
    <div className={className} role="group" aria-label={label}>
      <p className={questionClassName}>{question}</p>
      {error ? (
        <p role="alert" className={styles.statusError}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button priority="high" onClick={onDelete} disabled={isBusy} aria-busy={isBusy || undefined}>
          {deleteLabel}
        </Button>
        <Button priority="low" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
