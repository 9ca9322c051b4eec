import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { initialCartState } from '../../../store/cart/reducer';
import RewardPoints from './RewardPoints';
import {
  ApplyRewardPointsToCartDocument,
  GetCheckoutRewardPointsDocument,
  RemoveRewardPointsFromCartDocument
} from './rewardPoints.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'RON' });
const amount = (points: number) => ({ __typename: 'RewardPointsAmount', points, money: money(points / 10) });
const cart = (applied: number | null) => ({ __typename: 'Cart', id: 'cart-1', applied_reward_points: applied ? amount(applied) : null });
const rewards = (balance: number, applied: number | null) => ({
  request: { query: GetCheckoutRewardPointsDocument, variables: { cartId: 'cart-1' } },
  result: { data: { customer: { __typename: 'Customer', reward_points: { __typename: 'RewardPoints', balance: amount(balance) } }, cart: cart(applied) } }
});
const signedIn = { cart: { ...initialCartState, cartId: 'cart-1' }, user: signedInUser() };

/** A paragraph by its whole text (prices are elements of their own). */
const paragraph = (text: RegExp) => screen.findByText((_, element) => element?.tagName === 'P' && text.test(element.textContent ?? ''));

function setup(mocks: unknown[]) {
  renderWithProviders(<RewardPoints />, { route: '/en/checkout', mocks: mocks as never, preloadedState: signedIn });
  return userEvent.setup();
}

describe('RewardPoints at checkout', () => {
  it('offers the points with their worth, uses them, and can stop using them', async () => {
    const user = setup([
      rewards(150, null),
      { request: { query: ApplyRewardPointsToCartDocument, variables: { cartId: 'cart-1' } }, result: { data: { applyRewardPointsToCart: { __typename: 'ApplyRewardPointsToCartOutput', cart: cart(150) } } } },
      { request: { query: RemoveRewardPointsFromCartDocument, variables: { cartId: 'cart-1' } }, result: { data: { removeRewardPointsFromCart: { __typename: 'RemoveRewardPointsFromCartOutput', cart: cart(null) } } } }
    ]);
    expect(await paragraph(/^You have 150 points, worth RON\s15\.00\. Let them pay part of this order\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my points' }));
    expect(await paragraph(/^150 points pay RON\s15\.00 of this order\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Do not use my points' }));
    expect(await screen.findByRole('button', { name: 'Use my points' })).toBeInTheDocument();
  });

  it('says why the points could not be used', async () => {
    const user = setup([
      rewards(150, null),
      { request: { query: ApplyRewardPointsToCartDocument, variables: { cartId: 'cart-1' } }, result: { errors: [{ message: 'You have no reward points to use.', extensions: { code: 'REWARD_POINTS_UNAVAILABLE' } }] } }
    ]);
    await user.click(await screen.findByRole('button', { name: 'Use my points' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no reward points to use.');
  });

  it('is not shown without points', async () => {
    setup([rewards(0, null)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
