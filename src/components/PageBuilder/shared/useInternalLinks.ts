// Links inside sanitised HTML (Text, HTML Code, banner messages): a plain left click on an internal
// link navigates in the app, like the Link component does.
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNavigateWhenReady } from '../../Link';
import { isExternalUrl, toRelativeUrl } from '../../../lib/url';

export function useInternalLinks() {
  const navigateWhenReady = useNavigateWhenReady();
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const href = anchor.getAttribute('href');
      const target = anchor.getAttribute('target');
      if (!href || href.startsWith('#') || (target && target !== '_self') || anchor.hasAttribute('download')) return;
      if (isExternalUrl(href)) return;
      event.preventDefault();
      const path = toRelativeUrl(href);
      if (navigateWhenReady) void navigateWhenReady(path);
      else void navigate(path);
    },
    [navigate, navigateWhenReady]
  );
}
