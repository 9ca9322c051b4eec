export { default } from './AccountInformation';
