import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_VERSION, parsePageData, takePageData, type PageData } from './pageData';

const PAGE: PageData = {
  version: PAGE_DATA_VERSION,
  path: '/proteine.html?page=2',
  store: 'default',
  route: { url: '/proteine.html', data: { route: { __typename: 'CategoryTree', type: 'CATEGORY', relative_url: 'proteine.html', redirect_code: 0, uid: 'Mw==' } } as never },
  answers: [{ operationName: 'getLocale', variables: {}, data: { storeConfig: { locale: 'ro_RO' } } }]
};
const EXPECTED = { path: '/proteine.html?page=2', store: 'default' };

describe('parsePageData', () => {
  it('accepts the payload made for this page and store view', () => {
    expect(parsePageData(JSON.stringify(PAGE), EXPECTED)).toEqual(PAGE);
  });

  it.each([
    ['another path', { ...PAGE, path: '/proteine.html' }],
    ['another store view', { ...PAGE, store: 'en' }],
    ['another version', { ...PAGE, version: PAGE_DATA_VERSION + 1 }],
    ['answers that are not answers', { ...PAGE, answers: [{ operationName: 'getLocale', data: {} }] }],
    ['a route without its answer', { ...PAGE, route: { url: '/proteine.html' } }]
  ])('refuses a payload for %s', (_case, payload) => {
    expect(parsePageData(JSON.stringify(payload), EXPECTED)).toBeNull();
  });

  it('refuses text that is not JSON', () => {
    expect(parsePageData('{"version":1,', EXPECTED)).toBeNull();
    expect(parsePageData('', EXPECTED)).toBeNull();
  });
});

describe('takePageData', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  function addElement(text: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  }

  it('reads the element once and removes it', () => {
    addElement(JSON.stringify(PAGE));
    expect(takePageData(EXPECTED)).toEqual(PAGE);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(takePageData(EXPECTED)).toBeNull();
  });

  it('removes an element made for another page without using it', () => {
    addElement(JSON.stringify(PAGE));
    expect(takePageData({ path: '/', store: 'default' })).toBeNull();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('is null without an element', () => {
    expect(takePageData(EXPECTED)).toBeNull();
  });
});
