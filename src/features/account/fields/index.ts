// The account forms' fields: the shared informed fields (src/components/Form), the account's form shell
// and e-mail, name and password fields, server-error sorting and the store's validators.
export { CheckboxField, TextField, useFieldErrors } from '../../../components/Form';
export { createValidators } from '../../../components/Form/validators';
export * from './Fields';
export * from './serverErrors';
