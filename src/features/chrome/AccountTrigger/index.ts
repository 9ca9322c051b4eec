// The account trigger lives in the account feature (features/account/shell: 'Hi, {name}' + account menu).
export { AccountTrigger as default } from '../../account/shell';
