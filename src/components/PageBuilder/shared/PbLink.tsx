// A Page Builder link: internal targets (category, product, page, same-site URL) navigate in the app,
// other hosts are plain links; 'open in new tab' adds target _blank.
import type { ReactNode } from 'react';

import Link from '../../Link';
import type { PageBuilderLink } from '../types';

export interface PbLinkProps {
  link?: PageBuilderLink;
  className?: string;
  children: ReactNode;
  /** Rendered without a link. */
  fallback?: 'div' | 'span';
  title?: string;
}

export default function PbLink({ link, className, children, fallback = 'div', title }: PbLinkProps) {
  if (!link) {
    const Tag = fallback;
    return <Tag className={className}>{children}</Tag>;
  }
  return (
    <Link
      to={link.href}
      className={className}
      target={link.openInNewTab ? '_blank' : undefined}
      title={title || undefined}
      data-link-type={link.linkType}
    >
      {children}
    </Link>
  );
}
