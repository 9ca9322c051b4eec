import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { cx } from '../classNames';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** high = brand red filled, normal = outlined, low = text-like */
  priority?: 'high' | 'normal' | 'low';
  children: ReactNode;
}

export default function Button({ priority = 'normal', type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={cx(styles.root, styles[priority], className)} {...rest}>
      {children}
    </button>
  );
}
