// A checkout step: numbered heading, the open form or a summary of what was chosen with 'Edit'.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { cx } from '../../../components/classNames';
import styles from './checkoutPage.module.css';

export type StepState = 'open' | 'done' | 'waiting';

/** Where a step stands: its number for this shopper and whether it is open, done or still to come. */
export interface StepPlace {
  number: number;
  state: StepState;
}

export interface StepProps extends StepPlace {
  title: string;
  summary?: ReactNode;
  onEdit?: () => void;
  children?: ReactNode;
  id: string;
}

export default function Step({ number, title, state, summary, onEdit, children, id }: StepProps) {
  const { formatMessage } = useIntl();
  return (
    <section className={cx(styles.step, state === 'open' && styles.stepOpen)} aria-labelledby={`${id}-title`} data-step={id}>
      <header className={styles.stepHeader}>
        <h2 id={`${id}-title`} className={styles.stepTitle}>
          <span className={cx(styles.stepNumber, state === 'done' && styles.stepNumberDone)} aria-hidden="true">
            {state === 'done' ? '✓' : number}
          </span>
          {title}
        </h2>
        {state === 'done' && onEdit ? (
          <button
            type="button"
            className={styles.editButton}
            onClick={onEdit}
            aria-label={formatMessage({ id: 'checkout.editStep', defaultMessage: 'Edit {step}' }, { step: title })}
          >
            <FormattedMessage id="checkout.edit" defaultMessage="Edit" />
          </button>
        ) : null}
      </header>
      {state === 'open' ? <div className={styles.stepBody}>{children}</div> : null}
      {state === 'done' && summary ? <div className={styles.stepSummary}>{summary}</div> : null}
    </section>
  );
}
