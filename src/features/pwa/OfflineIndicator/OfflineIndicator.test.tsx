import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import OfflineIndicator from './OfflineIndicator';

function renderIndicator(isOffline: boolean) {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <OfflineIndicator isOffline={isOffline} />
    </IntlProvider>
  );
}

describe('OfflineIndicator', () => {
  it('is an empty live region while online', () => {
    renderIndicator(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('shows the offline icon and label while offline', () => {
    const { container } = renderIndicator(true);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    expect(screen.getByTitle('You are offline')).toBeInTheDocument();
    // The icon is decorative: the text carries the meaning.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
