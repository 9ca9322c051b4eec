import { cx } from '../../classNames';
import styles from '../pagebuilder.module.css';
import type { HeadingProps } from '../types';

export default function Heading({ headingType: Tag, text, style, cssClasses, pbStyle, isHidden }: HeadingProps) {
  if (!text) return null;
  return (
    <Tag className={cx(styles.heading, isHidden && styles.hidden, ...cssClasses)} style={style} data-pb-style={pbStyle}>
      {text}
    </Tag>
  );
}
