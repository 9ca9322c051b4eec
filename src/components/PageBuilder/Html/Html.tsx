import { cx } from '../../classNames';
import styles from '../pagebuilder.module.css';
import HtmlContent from '../shared/HtmlContent';
import type { HtmlContentProps } from '../types';

/** HTML Code: saved escaped, decoded by the parser, sanitised here (no scripts, forms or frames). */
export default function Html({ html, style, cssClasses, pbStyle, isHidden }: HtmlContentProps) {
  return (
    <div className={cx(styles.tableScroll, isHidden && styles.hidden)}>
      <HtmlContent html={html} className={cx(styles.html, ...cssClasses)} style={style} pbStyle={pbStyle} />
    </div>
  );
}
