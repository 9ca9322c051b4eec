// Quantity: − and + buttons around a number field, kept between 1 and max.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { clampQuantity } from '../productModel';
import styles from './quantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

export default function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  // The field may be empty while typing; the quantity is settled on blur.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(Number.parseInt(raw, 10), max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage id="quantityStepper.label" defaultMessage="Quantity" />
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={disabled || value <= 1}
          aria-label={formatMessage({ id: 'quantityStepper.decrease', defaultMessage: 'Decrease quantity' })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(parsed) && parsed >= 1 && parsed <= max) onChange(parsed);
          }}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => onChange(clampQuantity(value + 1, max))}
          disabled={disabled || value >= max}
          aria-label={formatMessage({ id: 'quantityStepper.increase', defaultMessage: 'Increase quantity' })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
