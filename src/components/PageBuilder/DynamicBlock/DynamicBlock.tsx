import { Children, useState, type ReactNode } from 'react';

import { cx } from '../../classNames';
import styles from '../pagebuilder.module.css';
import type { DynamicBlockProps } from '../types';

const seriesPositions = new Map<string, number>();

/** Which of n blocks to show: all ('' rotation), the next in series on each visit, or a random one. */
export function chooseDynamicBlock(rotate: DynamicBlockProps['rotate'], count: number, seriesKey: string, random = Math.random): number | 'all' {
  if (count === 0) return 'all';
  if (rotate === 'random') return Math.floor(random() * count) % count;
  if (rotate === 'series') {
    const position = seriesPositions.get(seriesKey) ?? 0;
    seriesPositions.set(seriesKey, position + 1);
    return position % count;
  }
  return 'all';
}

/** Dynamic blocks (rotating banners) as the server renders them: one list item per block. */
export default function DynamicBlock({ style, cssClasses, pbStyle, isHidden, rotate, children }: DynamicBlockProps & { children: ReactNode }) {
  const items = Children.toArray(children);
  const [chosen] = useState(() => chooseDynamicBlock(rotate, items.length, items.map((item) => (item as { key?: string }).key).join(',')));
  if (items.length === 0) return null;
  return (
    <div className={cx(styles.dynamicBlock, isHidden && styles.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      <ul>{chosen === 'all' ? items.map((item, index) => <li key={index}>{item}</li>) : <li>{items[chosen]}</li>}</ul>
    </div>
  );
}
