import { activeStep } from './useCheckoutPage';

const base = {
  isSignedIn: false,
  contactDone: true,
  hasShippingAddress: true,
  hasShippingMethod: true,
  hasBillingAddress: true,
  hasPayment: true,
  editing: null
};

describe('activeStep', () => {
  it('opens the first step still missing', () => {
    expect(activeStep({ ...base, contactDone: false })).toBe('contact');
    expect(activeStep({ ...base, isSignedIn: true, contactDone: false, hasShippingAddress: false })).toBe('address');
    expect(activeStep({ ...base, hasShippingMethod: false })).toBe('shippingMethod');
    expect(activeStep({ ...base, hasBillingAddress: false })).toBe('billing');
    expect(activeStep({ ...base, hasPayment: false })).toBe('payment');
    expect(activeStep(base)).toBe('review');
  });

  it('opens the step being edited', () => {
    expect(activeStep({ ...base, editing: 'address' })).toBe('address');
    expect(activeStep({ ...base, editing: 'paymentMethod' })).toBe('payment');
  });
});
