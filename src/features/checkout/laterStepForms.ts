// The checkout's later steps' forms, loaded together after the page has mounted (see laterSteps.ts).
export { default as ShippingMethodForm } from './ShippingMethodStep/ShippingMethodForm';
export { default as PaymentForm } from './PaymentStep/PaymentForm';
