import { createConsentScriptLoader, scriptsFromDocument } from './consentScripts';

const sourcesInPage = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('consent-gated scripts', () => {
  it('loads nothing before consent, and only the accepted categories after it', () => {
    const loader = createConsentScriptLoader(document, [
      { category: 'analytics', src: '/static/analytics.js' },
      { category: 'marketing', src: '/static/ads.js' }
    ]);
    expect(sourcesInPage()).toEqual([]);

    loader.apply([]);
    expect(sourcesInPage()).toEqual([]);

    loader.apply(['analytics']);
    expect(sourcesInPage()).toEqual(['/static/analytics.js']);
    const script = document.head.querySelector('script');
    expect(script?.async).toBe(true);
    expect(script?.dataset.consentCategory).toBe('analytics');

    loader.apply(['analytics', 'marketing']);
    expect(sourcesInPage()).toEqual(['/static/analytics.js', '/static/ads.js']);
    expect(loader.loadedSources()).toEqual(['/static/analytics.js', '/static/ads.js']);
  });

  it('loads each script once, and nothing new after consent is withdrawn', () => {
    const loader = createConsentScriptLoader(document, [{ category: 'analytics', src: '/a.js' }]);
    loader.apply(['analytics']);
    loader.apply(['analytics']);
    expect(sourcesInPage()).toEqual(['/a.js']);
    loader.apply([]);
    loader.register({ category: 'analytics', src: '/b.js' });
    expect(sourcesInPage()).toEqual(['/a.js']);
  });

  it('loads a script registered after consent at once', () => {
    const loader = createConsentScriptLoader(document);
    loader.apply(['preferences']);
    loader.register({ category: 'marketing', src: '/m.js' });
    loader.register({ category: 'preferences', src: '/p.js' });
    expect(sourcesInPage()).toEqual(['/p.js']);
  });

  it('reads the scripts configured in the document, ignoring unknown categories and empty URLs', () => {
    document.head.innerHTML = [
      '<meta name="consent-script" data-category="analytics" content="/static/analytics.js">',
      '<meta name="consent-script" data-category="tracking" content="/t.js">',
      '<meta name="consent-script" data-category="marketing" content=" ">',
      '<meta name="description" content="shop">'
    ].join('');
    expect(scriptsFromDocument(document)).toEqual([{ category: 'analytics', src: '/static/analytics.js' }]);
  });
});
