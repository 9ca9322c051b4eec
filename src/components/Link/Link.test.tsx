
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import Link from './Link';
import { NavigationContext } from './navigationContext';

function renderLink(to: string, navigate = jest.fn(), props: Record<string, unknown> = {}) {
  render(
    <MemoryRouter>
      <NavigationContext.Provider value={navigate}>
        <Link to={to} {...props}>
          go
        </Link>
      </NavigationContext.Provider>
    </MemoryRouter>
  );
  return navigate;
}

describe('Link', () => {
  it('treats an address on another host as external: a plain link, no in-app navigation', async () => {
    const navigate = renderLink('https://www.facebook.com/gnc', jest.fn(), { target: '_blank' });
    const link = screen.getByRole('link', { name: 'go' });
    expect(link).toHaveAttribute('href', 'https://www.facebook.com/gnc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates in the app (after resolving) for an internal path', async () => {
    const navigate = renderLink('/en/despre-noi');
    const link = screen.getByRole('link', { name: 'go' });
    expect(link).toHaveAttribute('href', '/en/despre-noi');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/en/despre-noi', { replace: undefined, state: undefined });
  });

  it('treats a same-host absolute URL as internal', async () => {
    const navigate = renderLink(`${window.location.origin}/cart?x=1`);
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', '/cart?x=1');
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(navigate).toHaveBeenCalledWith('/cart?x=1', expect.anything());
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    const navigate = renderLink('/en/cart');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'go' }));
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats mailto: and tel: as external', () => {
    renderLink('mailto:office@example.ro');
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', 'mailto:office@example.ro');
  });
});
