// The same page in each store view: what the EN / RO switch links to and what a page's hreflang
// alternates name. A category or product has another URL key in the other view, a blog post or shop
// another id; the custom URL redirect (customUrlRedirect) answers the twin of a path. Without an answer
// the path just changes its view prefix. The page planner on the server (src/app/pageData) builds the
// first page's alternates from the same answer with the same functions.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { whenIdle } from '../../lib/idle';
import { useCapability } from '../Capabilities/useCapability';
import { DEFAULT_STORE_VIEW, STORE_VIEWS } from '../../lib/storeViews';
import { toStorePath } from '../../lib/url';
import { CustomUrlRedirectDocument, type CustomUrlRedirectQuery } from './customUrlRedirect.generated';
import { toLocaleTag } from './localeTag';

/** What a switch reads of the custom redirect's answer. */
export type RedirectTargets = Pick<NonNullable<CustomUrlRedirectQuery['customUrlRedirect']>, 'rourlredirect' | 'enurlredirect'>;

/** The custom redirect's target for a view, or null when it gave none (or the view has no field). */
export function redirectTargetFor(code: string, redirect: RedirectTargets | null | undefined): string | null {
  if (!redirect) return null;
  // The extension answers one field per language ('rourlredirect', 'enurlredirect').
  const language = STORE_VIEWS.find((view) => view.code === code)?.language.code;
  if (language === 'ro') return redirect.rourlredirect || null;
  if (language === 'en') return redirect.enurlredirect || null;
  return null;
}

/** The page in another view: the redirect target when known (query string kept), else the prefix swap. */
export function equivalentPath(
  code: string,
  location: { pathname: string; search: string },
  redirect: RedirectTargets | null | undefined
): string {
  const target = redirectTargetFor(code, redirect);
  if (target) return target.includes('?') ? target : `${target}${location.search}`;
  return `${toStorePath(location.pathname, code)}${location.search}`;
}

/** Home pages are the same in both views: no need to ask. */
export function needsRedirectLookup(pathname: string): boolean {
  return !/^\/(en\/?)?$/.test(pathname);
}

/**
 * The page's twin in a view as hreflang names it: only a twin the store knows (the redirect's target;
 * the home pages are twins by their prefix), never a guess.
 */
export function knownTwinPath(code: string, location: { pathname: string; search: string }, redirect: RedirectTargets | null | undefined): string | null {
  if (!needsRedirectLookup(location.pathname)) return `${toStorePath(location.pathname, code)}${location.search}`;
  const target = redirectTargetFor(code, redirect);
  if (!target) return null;
  return target.includes('?') ? target : `${target}${location.search}`;
}

/**
 * hreflang alternates of a page: each view's twin under its language tag, and x-default (the
 * default view's twin, for a language the store has no view in). A view without a twin is left out.
 */
export function hreflangAlternates(pathInView: (code: string) => string | null): Array<{ hreflang: string; href: string }> {
  const entries = [
    ...STORE_VIEWS.map((view) => ({ hreflang: toLocaleTag(view.locale), href: pathInView(view.code) })),
    { hreflang: 'x-default', href: pathInView(DEFAULT_STORE_VIEW.code) }
  ];
  const known = entries.filter((entry): entry is { hreflang: string; href: string } => entry.href !== null);
  // A page with no twin in another view has no alternates.
  return known.filter((entry) => entry.hreflang !== 'x-default').length > 1 ? known : [];
}

/** True once the browser has been idle after the first render (the lookup is not first-paint work). */
function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    return whenIdle(() => setReady(true), 3000);
  }, [ready]);
  return ready;
}

/** A path with its query string, as a location ('/en/a.html?page=2'). */
export function asLocation(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
}

/**
 * The custom URL redirect's answer for a path: asked when the browser is idle (not first-paint work;
 * usually in the page's first answers), undefined until then and for the home pages.
 */
export function useRedirectTargets(pathname: string): RedirectTargets | null | undefined {
  const idle = useAfterIdle();
  // A store without the retailer's redirect table: the switch swaps the prefix (or asks the entity).
  const hasRedirects = useCapability('customUrlRedirect');
  const lookup = needsRedirectLookup(pathname) && hasRedirects;
  const { data } = useQuery(CustomUrlRedirectDocument, {
    variables: { url: pathname },
    skip: !idle || !lookup,
    fetchPolicy: 'cache-first'
  });
  return lookup ? data?.customUrlRedirect : undefined;
}

/**
 * The same page in another view, for the switch's links: the prefix swap at first, the custom URL
 * redirect's target once it has answered.
 */
export function usePathInView(): (code: string) => string {
  const { pathname, search } = useLocation();
  const redirect = useRedirectTargets(pathname);
  return useCallback((code: string) => equivalentPath(code, { pathname, search }, redirect), [pathname, search, redirect]);
}

/** hreflang alternates of a canonical path, once the store has named its twins (none until then). */
export function useAlternates(canonical: string | null | undefined): Array<{ hreflang: string; href: string }> | null {
  const location = asLocation(canonical ?? '/');
  const redirect = useRedirectTargets(location.pathname);
  if (!canonical) return null;
  if (needsRedirectLookup(location.pathname) && redirect === undefined) return null;
  return hreflangAlternates((code) => knownTwinPath(code, location, redirect));
}
