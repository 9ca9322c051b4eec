import type { ButtonHTMLAttributes, ReactNode } from 'react';

import { cx } from '../classNames';
import styles from './button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** high = brand red filled, normal = outlined, low = text-like */
  priority?: 'high' | 'normal' | 'low';
  children: ReactNode;
}

/** The button look for an element that is not a button (a link that reads as the page's action). */
export function buttonClassName(priority: NonNullable<ButtonProps['priority']> = 'normal', className?: string): string {
  return cx(styles.root, styles[priority], className);
}

export default function Button({ priority = 'normal', type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName(priority, className)} {...rest}>
      {children}
    </button>
  );
}
