import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { blogMock, megaMenuMock } from '../testing/menuMocks';
import MegaMenu from './MegaMenu';
import { insertAtMenuPosition, menuCategories } from '../menuModel';

function renderMenu() {
  return renderWithProviders(
    <>
      <MegaMenu />
      <button type="button">outside</button>
    </>,
    // The menu tree is one query: no root category uid asked for first (issue 29: a waterfall).
    { route: '/en', mocks: [megaMenuMock, blogMock] }
  );
}

async function topLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Categories' });
  await within(nav).findByRole('link', { name: 'Offers' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('data-menu-link'));
}

describe('menu rules', () => {
  it('drops include_in_menu 0/false, sorts by position then uid, and puts an entry at position 8', () => {
    const sorted = menuCategories([
      { uid: 'b', position: 2, include_in_menu: 1 },
      { uid: 'x', position: 0, include_in_menu: 0 },
      { uid: 'y', position: 1, include_in_menu: false },
      { uid: 'a', position: 2, include_in_menu: true },
      null
    ]);
    expect(sorted.map((category) => category.uid)).toEqual(['a', 'b']);
    expect(insertAtMenuPosition([1, 2, 3, 4, 5, 6, 7, 8, 9], 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 8, 9]);
    expect(insertAtMenuPosition([1, 2], 0)).toEqual([1, 2, 0]);
  });
});

describe('MegaMenu', () => {
  it('shows menu categories by position, the first red with a star, and the blog entry', async () => {
    renderMenu();
    const links = await topLinks();
    expect(links.map((link) => link.textContent)).toEqual(['Offers', 'Proteins', 'Vitamins', 'Blog']);
    expect(links[0].className).toContain('highlight');
    expect(links[0].querySelector('svg')).not.toBeNull();
    expect(links[1].className).not.toContain('highlight');
    expect(links[1]).toHaveAttribute('href', '/en/proteins.html');
    expect(links[3]).toHaveAttribute('href', '/en/blog');
  });

  it('opens a 4-column submenu on keyboard focus, moves with arrows and closes with Escape', async () => {
    renderMenu();
    const [offers, proteins] = await topLinks();
    act(() => offers.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(proteins).toHaveFocus();
    expect(proteins).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(proteins.getAttribute('aria-controls') ?? '');
    expect(submenu).toBeVisible();
    expect(within(submenu as HTMLElement).getByRole('link', { name: 'Whey protein' })).toHaveAttribute('href', '/en/proteins/whey-protein.html');
    await userEvent.keyboard('{ArrowDown}');
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(within(submenu as HTMLElement).getByRole('link', { name: 'Whey protein' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(proteins).toHaveFocus();
    expect(proteins).toHaveAttribute('aria-expanded', 'false');
    expect(submenu).not.toBeVisible();
  });

  it('opens on hover, closes on a click outside, and lists blog categories under the blog', async () => {
    jest.useFakeTimers();
    try {
      renderMenu();
      const links = await topLinks();
      const blog = links[3];
      fireEvent.mouseEnter(blog.parentElement as HTMLElement);
      act(() => jest.advanceTimersByTime(200));
      expect(blog).toHaveAttribute('aria-expanded', 'true');
      const submenu = document.getElementById(blog.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(within(submenu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Nutrition', 'Training', 'All of Blog']);
      fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
      expect(blog).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });
});
