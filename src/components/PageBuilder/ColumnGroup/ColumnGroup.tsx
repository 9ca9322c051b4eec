import type { ReactNode } from 'react';

import { cx } from '../../classNames';
import styles from '../Column/column.module.css';
import type { ColumnGroupProps } from '../types';

export default function ColumnGroup({ style, cssClasses, pbStyle, isHidden, children }: ColumnGroupProps & { children: ReactNode }) {
  return (
    <div className={cx(styles.group, isHidden && styles.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      {children}
    </div>
  );
}
