import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';

import Drawer from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Main Menu">
        <a href="/en">Home</a>
      </Drawer>
    </IntlProvider>
  );
}

describe('Drawer', () => {
  it('is hidden and inert while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders its contents only once first opened, then keeps them', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(container.querySelector('a[href="/en"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(container.querySelector('a[href="/en"]')).not.toBeNull();
  });

  it('moves focus in when it opens, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Main Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside while open and closes with its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
