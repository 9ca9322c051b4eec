import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';

import { useDismiss, type DismissReason } from './useDismiss';

function Menu({ label, onDismissed }: { label: string; onDismissed?: (reason: DismissReason) => void }) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss(
    isOpen,
    (reason) => {
      setOpen(false);
      onDismissed?.(reason);
    },
    { inside: [rootRef], returnFocusRef: triggerRef }
  );
  return (
    <div ref={rootRef}>
      <button ref={triggerRef} type="button" aria-expanded={isOpen} onClick={() => setOpen((open) => !open)}>
        {label}
      </button>
      {isOpen ? (
        <ul aria-label={`${label} options`}>
          <li>
            <button type="button">{`${label} first`}</button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function Page({ onDismissed }: { onDismissed?: (reason: DismissReason) => void }) {
  return (
    <>
      <Menu label="Store" onDismissed={onDismissed} />
      <Menu label="Currency" />
      <p>Some text</p>
      <a href="#elsewhere">Elsewhere</a>
    </>
  );
}

/** The page with the Store menu opened: its trigger, and what the menu's dismissal calls. */
async function renderWithStoreOpen() {
  const onDismissed = jest.fn();
  render(<Page onDismissed={onDismissed} />);
  const store = screen.getByRole('button', { name: 'Store' });
  await userEvent.click(store);
  return { store, onDismissed };
}

describe('useDismiss', () => {
  it('closes an open menu on a click outside, not on a click inside', async () => {
    const { store, onDismissed } = await renderWithStoreOpen();
    expect(store).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Store first' }));
    expect(store).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Some text'));
    expect(store).toHaveAttribute('aria-expanded', 'false');
    expect(onDismissed).toHaveBeenCalledWith('outside');
  });

  it('closes every open menu: opening one closes the other', async () => {
    render(<Page />);
    const store = screen.getByRole('button', { name: 'Store' });
    const currency = screen.getByRole('button', { name: 'Currency' });
    await userEvent.click(store);
    await userEvent.click(currency);
    expect(currency).toHaveAttribute('aria-expanded', 'true');
    expect(store).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a touch outside', async () => {
    const { store } = await renderWithStoreOpen();
    fireEvent.touchStart(screen.getByText('Some text'));
    expect(store).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const { store, onDismissed } = await renderWithStoreOpen();
    screen.getByRole('button', { name: 'Store first' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(store).toHaveAttribute('aria-expanded', 'false');
    expect(store).toHaveFocus();
    expect(onDismissed).toHaveBeenCalledWith('escape');
  });

  it('leaves the menu open when something inside handled Escape first', async () => {
    const { store } = await renderWithStoreOpen();
    const option = screen.getByRole('button', { name: 'Store first' });
    option.addEventListener('keydown', (event) => event.preventDefault());
    option.focus();
    await userEvent.keyboard('{Escape}');
    expect(store).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when the focus moves outside (Tab away)', async () => {
    const { store, onDismissed } = await renderWithStoreOpen();
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());
    expect(store).toHaveAttribute('aria-expanded', 'false');
    expect(onDismissed).toHaveBeenCalledWith('focus');
  });

  it('listens only while open', async () => {
    const onDismissed = jest.fn();
    render(<Page onDismissed={onDismissed} />);
    await userEvent.click(screen.getByText('Some text'));
    await userEvent.keyboard('{Escape}');
    expect(onDismissed).not.toHaveBeenCalled();
  });
});
