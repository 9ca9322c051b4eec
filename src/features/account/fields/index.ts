// The account forms' fields: the shared informed fields and form shell (src/components/Form, the shell
// under its account name), the password field, server-error sorting and the store's validators.
export { CheckboxField, SubmitForm as AccountForm, TextField, useFieldErrors } from '../../../components/Form';
export { createValidators } from '../../../components/Form/validators';
export * from './Fields';
export * from './serverErrors';
