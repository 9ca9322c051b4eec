import { cx } from '../../classNames';
import styles from '../pagebuilder.module.css';
import HtmlContent from '../shared/HtmlContent';
import type { HtmlContentProps } from '../types';

/** The Text content type: the merchant's rich text, sanitised; internal links navigate in the app. */
export default function Text({ html, style, cssClasses, pbStyle, isHidden }: HtmlContentProps) {
  return <HtmlContent html={html} className={cx(styles.text, isHidden && styles.hidden, ...cssClasses)} style={style} pbStyle={pbStyle} />;
}
