// An anchor that navigates in the app. A link to another host (or mailto:, tel:) is a plain external
// link; an internal path waits until its route is resolved before the page changes.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { isExternalUrl, toRelativeUrl } from '../../lib/url';
import { useNavigateWhenReady } from './navigationContext';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path ('/en/cart'), same-host URL or external URL. */
  to: string;
  replace?: boolean;
  state?: unknown;
  children: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export default function Link({ to, replace, state, children, onClick, target, rel, ...rest }: LinkProps) {
  const navigateWhenReady = useNavigateWhenReady();
  const navigate = useNavigate();
  const external = isExternalUrl(to);

  if (external) {
    const opensNewTab = target === '_blank';
    return (
      <a href={to} target={target} rel={rel ?? (opensNewTab ? 'noopener noreferrer' : undefined)} {...rest} onClick={onClick}>
        {children}
      </a>
    );
  }

  const href = toRelativeUrl(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    // An in-page anchor keeps the browser's behaviour.
    if (href.startsWith('#')) return;
    event.preventDefault();
    if (navigateWhenReady) void navigateWhenReady(href, { replace, state });
    else void navigate(href, { replace, state });
  };

  return (
    <a href={href} target={target} rel={rel} {...rest} onClick={handleClick}>
      {children}
    </a>
  );
}
