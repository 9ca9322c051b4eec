// The account forms' fields: the account's form shell and e-mail, name and password fields, the shared
// checkbox and field-error helper (src/components/Form), server-error sorting.
export { CheckboxField, useFieldErrors } from '../../../components/Form';
export * from './Fields';
export * from './serverErrors';
export * from './useSubmitState';
