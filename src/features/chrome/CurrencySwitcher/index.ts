export { default } from './CurrencySwitcher';
