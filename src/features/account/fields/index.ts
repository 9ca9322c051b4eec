// The account forms' fields: the shared informed fields and form shell (src/components/Form, the shell
// under its account name), the password field, server-error sorting and the store's validators.
export {
  CheckboxField,
  SelectField,
  SubmitForm as AccountForm,
  TextField,
  useFieldErrors,
  type SelectOption,
  type SubmitFormProps as AccountFormProps,
  type TextFieldProps
} from '../../../components/Form';
export { checkPassword, createValidators, validationMessages } from '../../../components/Form/validators';
export * from './Fields';
export * from './serverErrors';
