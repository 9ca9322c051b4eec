export { default } from './QuantityStepper';
