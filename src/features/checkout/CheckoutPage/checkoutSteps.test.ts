import { activeStep, stepPlaces } from './checkoutSteps';

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

describe('stepPlaces', () => {
  it('numbers the steps a guest sees and marks the ones before the open step done', () => {
    const places = stepPlaces('shippingMethod', false);
    expect(places.contact).toEqual({ number: 1, state: 'done' });
    expect(places.address).toEqual({ number: 2, state: 'done' });
    expect(places.shippingMethod).toEqual({ number: 3, state: 'open' });
    expect(places.review).toEqual({ number: 6, state: 'waiting' });
  });

  it('starts at the address for a signed-in customer', () => {
    const places = stepPlaces('address', true);
    expect(places.address).toEqual({ number: 1, state: 'open' });
    expect(places.review.number).toBe(5);
  });
});
