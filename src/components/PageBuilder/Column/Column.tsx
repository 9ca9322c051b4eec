// Column content type: width from the saved styles, vertical alignment by appearance (align-top,
// align-center, align-bottom, full-height), own background. Narrow columns pair up on phones; the
// others take the full width (Page Builder stacks columns at ≤ 768px).
import type { ReactNode } from 'react';

import { cx } from '../../classNames';
import shared from '../pagebuilder.module.css';
import { backgroundVariables } from '../shared/background';
import type { ColumnProps } from '../types';
import styles from './column.module.css';

const APPEARANCE_CLASS = {
  'align-top': styles.alignTop,
  'align-center': styles.alignCenter,
  'align-bottom': styles.alignBottom,
  'full-height': styles.fullHeight
} as const;

export function columnWidthPercent(width: unknown): number | undefined {
  const match = typeof width === 'string' ? /^([\d.]+)%$/.exec(width.trim()) : null;
  return match ? Number(match[1]) : undefined;
}

export default function Column({ appearance, style, cssClasses, pbStyle, isHidden, backgroundImages, children }: ColumnProps & { children: ReactNode }) {
  const width = columnWidthPercent(style.width);
  const hasImage = Boolean(backgroundImages.desktop || backgroundImages.mobile);
  return (
    <div
      className={cx(
        styles.column,
        APPEARANCE_CLASS[appearance],
        width !== undefined && width <= 26 && styles.narrow,
        hasImage && shared.background,
        isHidden && shared.hidden,
        ...cssClasses
      )}
      style={{ ...style, ...backgroundVariables(backgroundImages) }}
      data-appearance={appearance}
      data-pb-style={pbStyle}
    >
      {children}
    </div>
  );
}
