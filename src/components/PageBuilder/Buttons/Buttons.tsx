// Buttons (inline or stacked, optionally the same width) and button items (primary, secondary, link)
// linking to a URL, category, product or page, in the app when internal, in a new tab when set.
import type { ReactNode } from 'react';

import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import PbLink from '../shared/PbLink';
import type { ButtonItemProps, ButtonsProps } from '../types';
import styles from './buttons.module.css';

export function ButtonItem({ buttonType, text, link, buttonStyle, style, cssClasses, pbStyle, isHidden }: ButtonItemProps) {
  return (
    <div className={cx(styles.item, isHidden && shared.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      <PbLink link={link} className={cx(styles.button, styles[buttonType])} fallback="span">
        <span style={buttonStyle.textAlign ? { textAlign: buttonStyle.textAlign } : undefined}>{text}</span>
      </PbLink>
    </div>
  );
}

export default function Buttons({ appearance, isSameWidth, style, cssClasses, pbStyle, isHidden, children }: ButtonsProps & { children: ReactNode }) {
  return (
    <div
      className={cx(styles.root, styles[appearance], isSameWidth && styles.sameWidth, isHidden && shared.hidden, ...cssClasses)}
      style={style}
      data-pb-style={pbStyle}
    >
      {children}
    </div>
  );
}
