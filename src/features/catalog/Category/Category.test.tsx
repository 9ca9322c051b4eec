import { act, screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { mockMatchMedia } from '../../../app/testing/matchMedia';
import { resetBootStages, startBootStages } from '../../../components/BootStage/bootStages';
import * as idle from '../../../lib/idle';
import { GetCategoryDocument } from './category.generated';
import Category, { BANNER_IS_MAIN_QUERY } from './Category';

const categoryMock = {
  request: { query: GetCategoryDocument, variables: { uid: 'Mw==' } },
  result: {
    data: {
      categoryList: [
        {
          __typename: 'CategoryTree',
          uid: 'Mw==',
          name: 'Proteine din zer',
          description: null,
          url_path: 'proteine/proteine-din-zer',
          url_suffix: '.html',
          image: '/media/catalog/category/proteine-din-zer.jpg',
          meta_title: null,
          meta_description: null
        }
      ]
    }
  }
};

const originalMatchMedia = window.matchMedia;

function setWide(wide: boolean) {
  mockMatchMedia((query) => wide && query === BANNER_IS_MAIN_QUERY);
}

/** Paints the browser would make (start-up waits for one between its parts), made by the test. */
const paints: Array<() => void> = [];

async function paintAll() {
  for (let i = 0; i < 6; i += 1) await act(async () => paints.splice(0).forEach((paint) => paint()));
}

async function bannerOnFirstLoad() {
  jest.spyOn(idle, 'afterNextPaint').mockImplementation(() => new Promise<void>((resolve) => paints.push(resolve)));
  startBootStages();
  const { container } = renderWithProviders(<Category uid="Mw==" />, { route: '/proteine/proteine-din-zer.html', mocks: [categoryMock] });
  await screen.findByRole('heading', { level: 1, name: 'Proteine din zer' });
  return () => container.querySelector('header img') as HTMLImageElement;
}

describe('Category banner on the first load', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    resetBootStages();
    jest.restoreAllMocks();
  });

  it('loads at once and at high priority where it is the largest image (wider than one column)', async () => {
    setWide(true);
    const banner = await bannerOnFirstLoad();
    expect(banner()).toHaveAttribute('fetchpriority', 'high');
    expect(banner()).toHaveAttribute('src', expect.stringContaining('proteine-din-zer.jpg'));
  });

  it('waits until the page has started on phones, where the first product is the main image', async () => {
    setWide(false);
    const banner = await bannerOnFirstLoad();
    expect(banner()).not.toHaveAttribute('fetchpriority');
    expect(banner()).not.toHaveAttribute('src');
    // Start-up ends once the page's parts have rendered and been painted.
    await paintAll();
    expect(banner()).toHaveAttribute('src', expect.stringContaining('proteine-din-zer.jpg'));
    expect(banner()).toHaveAttribute('loading', 'eager');
  });
});

describe('Category head', () => {
  it('sets the title and replaces the page’s description in the head (one description, not two)', async () => {
    const staticDescription = document.createElement('meta');
    staticDescription.name = 'description';
    staticDescription.content = 'Vitamine, minerale, proteine';
    document.head.appendChild(staticDescription);
    const [category] = categoryMock.result.data.categoryList;
    const mock = {
      ...categoryMock,
      result: { data: { categoryList: [{ ...category, meta_title: 'Proteine din zer | GNC România', meta_description: 'Proteine din zer pentru masă musculară.' }] } }
    };
    const { unmount } = renderWithProviders(<Category uid="Mw==" />, { route: '/proteine/proteine-din-zer.html', mocks: [mock] });
    await screen.findByRole('heading', { level: 1, name: 'Proteine din zer' });
    expect(document.title).toBe('Proteine din zer | GNC România');
    expect([...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))).toEqual([
      'Proteine din zer pentru masă musculară.'
    ]);
    expect(document.body.querySelector('title, meta')).toBeNull();
    unmount();
    expect(staticDescription.content).toBe('Vitamine, minerale, proteine');
    staticDescription.remove();
  });
});
