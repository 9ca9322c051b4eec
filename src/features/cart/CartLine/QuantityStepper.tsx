// − [n] + for a cart line (the cart page and the mini cart). The field commits on Enter or when it loses focus.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import styles from './quantityStepper.module.css';

export interface QuantityStepperProps {
  quantity: number;
  productName: string;
  onChange: (quantity: number) => void;
}

export default function QuantityStepper({ quantity, productName, onChange }: QuantityStepperProps) {
  const { formatMessage } = useIntl();
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const commit = () => {
    const next = Number.parseInt(text, 10);
    if (Number.isFinite(next) && next >= 1) onChange(next);
    else setText(String(quantity));
  };
  return (
    <div className={styles.stepper} role="group" aria-label={formatMessage({ id: 'stepper.group', defaultMessage: 'Quantity of {name}' }, { name: productName })}>
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={formatMessage({ id: 'stepper.decrease', defaultMessage: 'Decrease quantity' })}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        aria-label={formatMessage({ id: 'stepper.quantity', defaultMessage: 'Quantity' })}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        aria-label={formatMessage({ id: 'stepper.increase', defaultMessage: 'Increase quantity' })}
      >
        +
      </button>
    </div>
  );
}
