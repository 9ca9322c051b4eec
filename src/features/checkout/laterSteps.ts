// The shipping-method and payment forms (delivery points, card fields, saved cards) are needed only from
// the third step: they come in their own chunk, fetched as soon as the checkout page has mounted, which
// keeps the checkout route's first load smaller.
import { lazy } from 'react';

export const loadLaterSteps = () => import(/* webpackChunkName: "checkout-steps" */ './laterStepForms');
export const ShippingMethodForm = lazy(() => loadLaterSteps().then((module) => ({ default: module.ShippingMethodForm })));
export const PaymentForm = lazy(() => loadLaterSteps().then((module) => ({ default: module.PaymentForm })));
