import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { resetIdleForTests } from '../useWhenIdle';
import { StoreSwitcherStoresDocument } from './storeSwitcher.generated';
import type { SwitcherStore } from './useStoreSwitcher';
import StoreSwitcher from './StoreSwitcher';
import { buildStoreGroups } from './useStoreSwitcher';

function store(code: string, group: string, groupName: string, locale: string, sort: number, isDefault = false): SwitcherStore {
  return {
    __typename: 'StoreConfig',
    store_code: code,
    store_name: code,
    store_group_code: group,
    store_group_name: groupName,
    store_sort_order: sort,
    is_default_store: isDefault,
    locale
  };
}

const ONE_GROUP = [store('default', 'main', 'GNC Romania', 'ro_RO', 0, true), store('en_storeview', 'main', 'GNC Romania', 'en_US', 1)];
const TWO_GROUPS = [
  ...ONE_GROUP,
  store('md_ro', 'moldova', 'GNC Moldova', 'ro_RO', 2, true),
  store('md_en', 'moldova', 'GNC Moldova', 'en_US', 3)
];

function mock(stores: SwitcherStore[]) {
  return { request: { query: StoreSwitcherStoresDocument }, result: { data: { availableStores: stores } } };
}

describe('buildStoreGroups', () => {
  it('groups the views and lands on the view in the same language', () => {
    const { groups, current } = buildStoreGroups(TWO_GROUPS, 'en_storeview');
    expect(groups).toEqual([
      { code: 'main', name: 'GNC Romania', targetStoreCode: 'en_storeview' },
      { code: 'moldova', name: 'GNC Moldova', targetStoreCode: 'md_en' }
    ]);
    expect(current?.code).toBe('main');
  });

  it("falls back to the group's default view when the language is missing there", () => {
    const stores = [...ONE_GROUP, store('hu_hu', 'hungary', 'GNC Hungary', 'hu_HU', 5), store('hu_def', 'hungary', 'GNC Hungary', 'hu_HU', 4, true)];
    expect(buildStoreGroups(stores, 'default').groups[1]).toEqual({ code: 'hungary', name: 'GNC Hungary', targetStoreCode: 'hu_def' });
  });
});

describe('StoreSwitcher', () => {
  beforeEach(() => resetIdleForTests());

  it('is hidden with one store group', async () => {
    const { container } = renderWithProviders(<StoreSwitcher control={{ switchStore: jest.fn() }} />, { mocks: [mock(ONE_GROUP)] });
    // Give the query time to answer: still nothing.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the groups and switches to the chosen group in the same language', async () => {
    const switchStore = jest.fn();
    renderWithProviders(<StoreSwitcher control={{ switchStore }} />, { route: '/en/cart', mocks: [mock(TWO_GROUPS)] });
    const trigger = await screen.findByRole('button', { name: 'Store: GNC Romania' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const list = screen.getByRole('list', { name: 'Choose a store' });
    expect(within(list).getByRole('button', { name: 'GNC Romania' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'GNC Moldova' }));
    expect(switchStore).toHaveBeenCalledWith('md_en');
    expect(screen.queryByRole('list', { name: 'Choose a store' })).not.toBeInTheDocument();
  });

  it('does nothing when the current group is chosen again; closes on Escape and outside', async () => {
    const switchStore = jest.fn();
    renderWithProviders(
      <>
        <StoreSwitcher control={{ switchStore }} />
        <p>Page</p>
      </>,
      { route: '/', mocks: [mock(TWO_GROUPS)] }
    );
    const trigger = await screen.findByRole('button', { name: 'Store: GNC Romania' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'GNC Romania' }));
    expect(switchStore).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Page'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the choices with the arrow keys', async () => {
    renderWithProviders(<StoreSwitcher control={{ switchStore: jest.fn() }} />, { route: '/', mocks: [mock(TWO_GROUPS)] });
    const trigger = await screen.findByRole('button', { name: 'Store: GNC Romania' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('list', { name: 'Choose a store' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'GNC Romania' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'GNC Moldova' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'GNC Romania' })).toHaveFocus();
  });
});
