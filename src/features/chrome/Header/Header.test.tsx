
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { mockMatchMedia } from '../../../app/testing/matchMedia';
import { createInitialAppState } from '../../../store/app/reducer';
import { AccountTrigger } from '../../account/shell';
import { CartTrigger } from '../../cart';
import { DesktopMenu } from '../../navigation';
import { HeaderSearch } from '../../search';
import { CurrencySwitcherDocument } from '../CurrencySwitcher/currencySwitcher.generated';
import { ChromeCmsBlocksDocument } from '../TopStrip/topStrip.generated';
import { resetIdleForTests } from '../useWhenIdle';
import Header, { STRIP_SWITCHERS_QUERY } from './Header';

const topStripMock = {
  request: { query: ChromeCmsBlocksDocument, variables: { identifiers: ['top-strip'] } },
  result: {
    data: {
      cmsBlocks: {
        __typename: 'CmsBlocks',
        items: [{ __typename: 'CmsBlock', identifier: 'top-strip', content: '<ul class="gnc-top-strip"><li>Free delivery over 200 lei</li><li>Points on every order</li></ul>' }]
      }
    }
  }
};

/** The header's slots as the app shell fills them: the other features' parts. */
function slots(onOpenMiniCart: () => void = jest.fn()) {
  return {
    search: <HeaderSearch />,
    accountTrigger: <AccountTrigger />,
    cartTrigger: <CartTrigger onOpenMiniCart={onOpenMiniCart} />,
    menu: <DesktopMenu />
  };
}

function control(currentCode: string) {
  return {
    currentCode,
    usePathInView: () => (code: string) => (code === 'en_storeview' ? '/en/despre-noi' : '/despre-noi'),
    switchStore: jest.fn()
  };
}

function cartWith(quantity: number) {
  return {
    cartId: 'c1',
    details: { id: 'c1', total_quantity: quantity, items: [{ uid: 'i1', quantity }] }
  };
}

describe('Header', () => {
  it('has the EN/RO switch pointing at the same page in the other view', async () => {
    const storeSwitch = control('default');
    renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={storeSwitch} />, {
      route: '/despre-noi',
      mocks: [topStripMock]
    });
    const english = screen.getByRole('link', { name: 'EN' });
    expect(english).toHaveAttribute('href', '/en/despre-noi');
    expect(screen.getByRole('link', { name: 'RO' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(english);
    expect(storeSwitch.switchStore).toHaveBeenCalledWith('en_storeview');
  });

  it('shows Sign in for a guest and the greeting for a customer', () => {
    const first = renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en',
      mocks: [topStripMock]
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/sign-in');
    first.unmount();
    renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en',
      mocks: [topStripMock],
      preloadedState: {
        user: signedInUser({ email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop' })
      }
    });
    // Signed in, the trigger greets the customer and opens the account menu.
    const greeting = screen.getByRole('button', { name: /Hi, Ana/ });
    expect(greeting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens the mini cart, and caps the counter at 99+', async () => {
    const onOpenMiniCart = jest.fn();
    renderWithProviders(<Header {...slots(onOpenMiniCart)} onOpenNavigation={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en',
      mocks: [topStripMock],
      preloadedState: { cart: { ...emptyCartState(), ...cartWith(120) } as never }
    });
    const trigger = screen.getByRole('button', { name: 'Toggle mini cart. You have 120 items in your cart.' });
    expect(trigger).toHaveTextContent('99+');
    await userEvent.click(trigger);
    expect(onOpenMiniCart).toHaveBeenCalled();
  });

  it('is a plain link to the cart on the cart page, with no counter at 0', () => {
    renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en/cart',
      mocks: [topStripMock]
    });
    const link = screen.getByRole('link', { name: 'Shopping cart, 0 items' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(link).toHaveTextContent('');
  });
});

describe('Header chrome', () => {
  it('has the rotating top strip, the rewards link and the offer buttons of the store view', async () => {
    renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('default')} />, {
      route: '/proteine.html',
      mocks: [topStripMock]
    });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Free delivery over 200 lei')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'GNC Rewards' })).toHaveAttribute('href', '/my-gnc-rewards');
    const offers = within(header).getByRole('navigation', { name: 'Offers' });
    expect(within(offers).getByRole('button', { name: 'All Offers' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(offers).getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
    expect(within(offers).getByRole('link', { name: /30% off/ })).toHaveAttribute('href', '/special-offers-30-off.html');
  });

  it('closes the open search row on a press outside it, and on Escape', async () => {
    const view = renderWithProviders(
      <>
        <Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('en_storeview')} />
        <p>Page content</p>
      </>,
      { route: '/en', mocks: [topStripMock], preloadedState: { app: { ...createInitialAppState(true), searchOpen: true } } }
    );
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A press inside the search area leaves it open.
    await userEvent.click(screen.getByRole('combobox'));
    expect(view.store.getState().app.searchOpen).toBe(true);
    await userEvent.click(screen.getByText('Page content'));
    expect(view.store.getState().app.searchOpen).toBe(false);

    await userEvent.click(toggle);
    expect(view.store.getState().app.searchOpen).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(view.store.getState().app.searchOpen).toBe(false);
  });
});

describe('Header switchers', () => {
  const currencyMock = {
    request: { query: CurrencySwitcherDocument },
    result: { data: { currency: { __typename: 'Currency', default_display_currency_code: 'RON', available_currency_codes: ['RON', 'EUR'] } } }
  };
  const originalMatchMedia = window.matchMedia;

  function setWidth(wide: boolean) {
    mockMatchMedia((query) => wide && query === STRIP_SWITCHERS_QUERY);
  }

  beforeEach(() => resetIdleForTests());
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('shows the store and currency switchers in the strip on wide screens once the page is idle', async () => {
    setWidth(true);
    renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('default')} />, {
      route: '/',
      mocks: [topStripMock, currencyMock]
    });
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Currency: RON' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('does not render them at all where the strip hides them (the navigation drawer has them there)', async () => {
    setWidth(false);
    renderWithProviders(<Header {...slots()} onOpenNavigation={jest.fn()} storeSwitch={control('default')} />, {
      route: '/',
      mocks: [topStripMock, currencyMock]
    });
    // The strip's texts come once the page is idle, as the switchers would.
    expect(await within(screen.getByRole('banner')).findByText('Free delivery over 200 lei', undefined, { timeout: 4000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /Currency/, hidden: true })).not.toBeInTheDocument();
  });
});

function emptyCartState() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cartReducer } = require('../../../store/cart/reducer') as { cartReducer: (state: undefined, action: { type: string }) => object };
  return cartReducer(undefined, { type: '@@INIT' });
}
