import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GetContactConfigDocument } from '../../../api/contactConfig.generated';
import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import type { StoreSwitchControl } from '../../../components/StoreSwitch';
import DrawerAccountView from '../../account/DrawerAccountView';
import { blogMock, proteinsChildrenMock, rootChildrenMock, rootMock } from '../testing/menuMocks';
import NavigationDrawer from './NavigationDrawer';

const storeSwitch: StoreSwitchControl = { currentCode: 'en_storeview', usePathInView: () => (code) => (code === 'default' ? '/' : '/en'), switchStore: jest.fn() };

const contactMock = (enabled: boolean) => ({
  request: { query: GetContactConfigDocument },
  result: { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'en_storeview', contact_enabled: enabled } } }
});

function renderDrawer(onClose = jest.fn(), contactEnabled = true, route = '/en') {
  const utils = renderWithProviders(<NavigationDrawer open onClose={onClose} storeSwitch={storeSwitch} AccountView={DrawerAccountView} />, {
    route,
    mocks: [rootMock, rootChildrenMock, proteinsChildrenMock, blogMock, contactMock(contactEnabled)]
  });
  return { ...utils, onClose };
}

const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
const backButton = () => screen.getByRole('button', { name: 'Back' });

describe('NavigationDrawer', () => {
  it('lists menu categories by position without hidden ones, the first highlighted, the blog at position 8 or last', async () => {
    renderDrawer();
    expect(title()).toBe('Main Menu');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByText('Offers');
    const items = within(nav).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Home', 'Offers', 'Proteins', 'Vitamins', 'Blog']);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/en/offers.html');
  });

  it('drills into a category and goes back up, then closes at the root', async () => {
    const { onClose, store } = renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Proteins' }));
    expect(await screen.findByRole('link', { name: 'Whey protein' })).toHaveAttribute('href', '/en/proteins/whey-protein.html');
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Whey protein', 'Casein']);
    expect(screen.getByRole('link', { name: 'All of Proteins' })).toHaveAttribute('href', '/en/proteins.html');
    expect(store.getState().catalog.categories['NA=='].children).toEqual(['MTE=', 'MTM=']);
    await userEvent.click(backButton());
    expect(await screen.findByRole('button', { name: 'Proteins' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("opens the blog's categories and goes back to category 'Mg=='", async () => {
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Blog' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nutrition', '/en/blog/category/nutrition'],
      ['Training', '/en/blog/category/training']
    ]);
    await userEvent.click(backButton());
    expect(await screen.findByRole('button', { name: 'Proteins' })).toBeInTheDocument();
    expect(title()).toBe('Main Menu');
  });

  it('moves between the account views with their titles and Back rules, each holding its form', async () => {
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(title()).toBe('Sign In');
    const signInForm = await screen.findByRole('form', { name: 'Sign in to your account' });
    expect(within(signInForm).getByLabelText('Email address')).toBeInTheDocument();
    expect(within(signInForm).getByLabelText('Password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(title()).toBe('Create Account');
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    await userEvent.click(backButton());
    expect(title()).toBe('Sign In');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(title()).toBe('Forgot Password');
    expect(await screen.findByRole('form', { name: 'Recover your password' })).toBeInTheDocument();
    await userEvent.click(backButton());
    expect(title()).toBe('Sign In');
    await userEvent.click(backButton());
    expect(title()).toBe('Main Menu');
  });

  it('shows My Account to a signed-in shopper, and Back returns to the menu', async () => {
    renderWithProviders(<NavigationDrawer open onClose={jest.fn()} storeSwitch={storeSwitch} AccountView={DrawerAccountView} />, {
      route: '/en',
      mocks: [rootMock, rootChildrenMock, blogMock, contactMock(true)],
      preloadedState: {
        user: signedInUser({ email: 'a@b.ro', firstname: 'Ana', lastname: 'P' })
      }
    });
    await userEvent.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(title()).toBe('My Account');
    const accountMenu = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(accountMenu).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/en/order-history');
    expect(within(accountMenu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await userEvent.click(backButton());
    expect(title()).toBe('Main Menu');
  });

  it("links the contact page while the store has it switched on, and not once it says it is off", async () => {
    const { unmount } = renderDrawer();
    expect(await screen.findByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact-us');
    unmount();
    renderDrawer(jest.fn(), false);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Delivery and Payment' })).toBeInTheDocument();
  });

  it('leaves the closing to the page change for a link to another page', async () => {
    const { onClose, location } = renderDrawer(jest.fn(), true, '/en/offers.html?brand=101');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // A link to another page leaves the closing to the page change (the shell).
    await userEvent.click(await within(nav).findByRole('link', { name: 'Home' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/en');
  });

  it('closes on a tap or Enter on the link to the page already open', async () => {
    const { onClose } = renderDrawer(jest.fn(), true, '/en/offers.html?brand=101');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Offers' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    within(nav).getByRole('link', { name: 'Offers' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(2);
    // Not for a link opened in a new tab.
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(nav).getByRole('link', { name: 'Offers' }));
    await user.keyboard('{/Control}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
