import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';

import { loadMessages } from '../../app/i18n/locale';
import ErrorView, { homePathFor } from './ErrorView';

function renderView(props: Parameters<typeof ErrorView>[0] = {}) {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <ErrorView {...props} />
    </IntlProvider>
  );
}

describe('ErrorView', () => {
  it('shows the generic texts and the button', () => {
    renderView();
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Looks like something went wrong. Sorry about that.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take me home' })).toBeInTheDocument();
  });

  it('runs the override action instead of going home', async () => {
    const onClick = jest.fn();
    renderView({ onClick, message: 'Custom trouble' });
    expect(screen.getByText('Custom trouble')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take me home' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('goes home to /en for the English view and / for the Romanian one', () => {
    expect(homePathFor('/en/some/page')).toBe('/en');
    expect(homePathFor('/en')).toBe('/en');
    expect(homePathFor('/despre-noi')).toBe('/');
    expect(homePathFor('/')).toBe('/');
  });

  it('shows Romanian texts with Romanian messages', async () => {
    const messages = await loadMessages('ro-RO');
    render(
      <IntlProvider locale="ro-RO" defaultLocale="en-US" messages={messages} onError={() => undefined}>
        <ErrorView />
      </IntlProvider>
    );
    expect(screen.getByRole('heading', { name: 'Ups!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Du-mă la pagina principală' })).toBeInTheDocument();
  });
});
