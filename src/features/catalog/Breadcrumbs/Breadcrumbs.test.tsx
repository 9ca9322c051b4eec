import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import Breadcrumbs from './Breadcrumbs';
import { categoryAncestors, productTrail } from './breadcrumbModel';

const wheyCategory = {
  uid: 'MTE=',
  name: 'Whey protein',
  url_path: 'proteins/whey-protein',
  url_suffix: '.html',
  breadcrumbs: [{ category_uid: 'NA==', category_name: 'Proteins', category_url_path: 'proteins', category_level: 2 }]
};

describe('breadcrumb trails', () => {
  it('builds category ancestors and the deepest product category trail', () => {
    expect(categoryAncestors(wheyCategory)).toEqual([{ name: 'Proteins', path: '/proteins.html' }]);
    const top = { uid: 'NA==', name: 'Proteins', url_path: 'proteins', url_suffix: '.html', breadcrumbs: null };
    expect(productTrail([top, wheyCategory, null])).toEqual([
      { name: 'Proteins', path: '/proteins.html' },
      { name: 'Whey protein', path: '/proteins/whey-protein.html' }
    ]);
    expect(productTrail([])).toEqual([]);
  });
});

describe('Breadcrumbs', () => {
  it('links Home and the ancestors in the store view, marks the current page and adds a BreadcrumbList', () => {
    renderWithProviders(<Breadcrumbs crumbs={productTrail([wheyCategory])} current="Impact Whey" />, { route: '/en/impact.html' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Proteins', '/en/proteins.html'],
      ['Whey protein', '/en/proteins/whey-protein.html']
    ]);
    expect(within(nav).getByText('Impact Whey')).toHaveAttribute('aria-current', 'page');
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', 'http://localhost/en'],
      ['Proteins', 'http://localhost/en/proteins.html'],
      ['Whey protein', 'http://localhost/en/proteins/whey-protein.html'],
      ['Impact Whey', undefined]
    ]);
  });
});
