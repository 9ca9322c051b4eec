import { cx } from '../../classNames';
import styles from '../pagebuilder.module.css';
import type { DividerProps } from '../types';

export default function Divider({ style, lineStyle, cssClasses, pbStyle, isHidden }: DividerProps) {
  return (
    <div className={cx(styles.divider, isHidden && styles.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      <hr style={lineStyle} />
    </div>
  );
}
