// The checkout's steps in order, and which one is open: the first still missing, or the one being edited.
import type { StepPlace } from './Step';

export type CheckoutStep = 'contact' | 'address' | 'shippingMethod' | 'billing' | 'payment' | 'review';

export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['contact', 'address', 'shippingMethod', 'billing', 'payment', 'review'];

export function activeStep(input: {
  isSignedIn: boolean;
  contactDone: boolean;
  hasShippingAddress: boolean;
  hasShippingMethod: boolean;
  hasBillingAddress: boolean;
  hasPayment: boolean;
  editing: string | null;
}): CheckoutStep {
  if (!input.isSignedIn && !input.contactDone) return 'contact';
  if (!input.hasShippingAddress || input.editing === 'address') return 'address';
  if (!input.hasShippingMethod || input.editing === 'shippingMethod') return 'shippingMethod';
  if (!input.hasBillingAddress || input.editing === 'billingAddress') return 'billing';
  if (!input.hasPayment || input.editing === 'paymentMethod') return 'payment';
  return 'review';
}

/**
 * Each step's number and state for the open one: steps before it are done, after it waiting. A
 * signed-in customer has no contact step, so the numbering starts at the address.
 */
export function stepPlaces(open: CheckoutStep, isSignedIn: boolean): Record<CheckoutStep, StepPlace> {
  const shown = isSignedIn ? CHECKOUT_STEPS.slice(1) : CHECKOUT_STEPS;
  const position = CHECKOUT_STEPS.indexOf(open);
  const place = (step: CheckoutStep): StepPlace => {
    const index = CHECKOUT_STEPS.indexOf(step);
    return { number: shown.indexOf(step) + 1, state: index === position ? 'open' : index < position ? 'done' : 'waiting' };
  };
  return Object.fromEntries(CHECKOUT_STEPS.map((step) => [step, place(step)])) as Record<CheckoutStep, StepPlace>;
}
