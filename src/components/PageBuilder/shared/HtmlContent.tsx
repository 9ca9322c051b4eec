// Sanitised HTML with in-app navigation for internal links (Text, HTML Code, banner messages).
import type { CSSProperties } from 'react';

import { usePageBuilder } from './context';
import { useInternalLinks } from './useInternalLinks';

export interface HtmlContentProps {
  html: string;
  className?: string;
  style?: CSSProperties;
  pbStyle?: string;
}

export default function HtmlContent({ html, className, style, pbStyle }: HtmlContentProps) {
  const { sanitize } = usePageBuilder();
  const onClick = useInternalLinks();
  return (
    // The click handler only intercepts clicks on links inside; the links themselves stay keyboard-operable.
    <div className={className} style={style} data-pb-style={pbStyle} onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
  );
}
