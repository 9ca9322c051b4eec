export { default } from './AddressBook';
