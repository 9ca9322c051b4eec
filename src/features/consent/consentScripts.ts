// Consent-gated third-party scripts: nothing of the analytics, marketing or preference kind runs until
// the shopper has accepted its category — on this visit (after Accept) or on a later one (the stored
// choice). The store has none by default. A deployment names its scripts in public/index.html:
//   <meta name="consent-script" data-category="analytics" content="/static/analytics.js" />
// (same origin, or a host added to the Content-Security-Policy's script-src), or code registers them
// with getConsentScriptLoader().register({category, src}).
import { isOptionalConsentCategory, type OptionalConsentCategory } from './consentModel';

export const CONSENT_SCRIPT_META_NAME = 'consent-script';

export interface ConsentScript {
  category: OptionalConsentCategory;
  src: string;
}

export interface ConsentScriptLoader {
  /** Adds a script; it loads at once if its category is already accepted. */
  register(script: ConsentScript): void;
  /**
   * The shopper's accepted categories: loads every registered script of those categories that has not
   * loaded yet. A script already running stays (a page cannot unload it); a later visit will not load it.
   */
  apply(accepted: readonly OptionalConsentCategory[]): void;
  /** The src of every script added to the page so far. */
  loadedSources(): string[];
}

/** The scripts configured in the document's <meta name="consent-script"> tags. */
export function scriptsFromDocument(doc: Document): ConsentScript[] {
  const scripts: ConsentScript[] = [];
  doc.head.querySelectorAll<HTMLMetaElement>(`meta[name="${CONSENT_SCRIPT_META_NAME}"]`).forEach((meta) => {
    const category = meta.dataset.category;
    const src = meta.content.trim();
    if (isOptionalConsentCategory(category) && src) scripts.push({ category, src });
  });
  return scripts;
}

export function createConsentScriptLoader(doc: Document, initial: readonly ConsentScript[] = []): ConsentScriptLoader {
  const registered: ConsentScript[] = [];
  const loaded = new Set<string>();
  let accepted = new Set<OptionalConsentCategory>();

  const load = (script: ConsentScript) => {
    if (loaded.has(script.src) || !accepted.has(script.category)) return;
    loaded.add(script.src);
    const element = doc.createElement('script');
    element.src = script.src;
    element.async = true;
    element.dataset.consentCategory = script.category;
    doc.head.appendChild(element);
  };

  const loader: ConsentScriptLoader = {
    register(script) {
      if (!isOptionalConsentCategory(script.category) || !script.src) return;
      registered.push(script);
      load(script);
    },
    apply(categories) {
      accepted = new Set(categories);
      registered.forEach(load);
    },
    loadedSources: () => [...loaded]
  };
  initial.forEach((script) => loader.register(script));
  return loader;
}

let sharedLoader: ConsentScriptLoader | undefined;

/** The page's loader, with the scripts its document configures. */
export function getConsentScriptLoader(): ConsentScriptLoader {
  sharedLoader ??= createConsentScriptLoader(document, scriptsFromDocument(document));
  return sharedLoader;
}
