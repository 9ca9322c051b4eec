import { sortServerError, type FieldErrorRule } from './serverErrors';

const failure = (message: string, code?: string, field?: string) => ({ errors: [{ message, extensions: { category: 'graphql-input', code, field } }] });
const rules: FieldErrorRule[] = [
  { code: 'EMAIL_TAKEN', field: 'email' },
  { code: 'INVALID_CREDENTIALS', field: 'currentPassword' },
  { code: 'PASSWORD_POLICY', field: 'password' },
  { code: ['REQUIRED_FIELD_MISSING', 'INVALID_FIELD_VALUE'], serverField: 'region', field: 'region_id' }
];

describe('sortServerError', () => {
  it('puts an error under the field its code belongs to, in whatever language the message is', () => {
    expect(sortServerError(failure('A customer with the same email address already exists in an associated website.', 'EMAIL_TAKEN'), rules)).toEqual({
      fieldErrors: { email: 'A customer with the same email address already exists in an associated website.' },
      formError: null
    });
    expect(sortServerError(failure('Există deja un cont cu aceeași adresă de e-mail.', 'EMAIL_TAKEN'), rules)).toEqual({
      fieldErrors: { email: 'Există deja un cont cu aceeași adresă de e-mail.' },
      formError: null
    });
    expect(sortServerError(failure('Adresa de e-mail sau parola nu sunt corecte.', 'INVALID_CREDENTIALS'), rules).fieldErrors).toHaveProperty('currentPassword');
    expect(sortServerError(failure('Parola trebuie să aibă cel puțin 8 caractere. Alege altă parolă și încearcă din nou.', 'PASSWORD_POLICY'), rules).fieldErrors).toHaveProperty(
      'password'
    );
  });

  it('matches a rule with a server field only for an error about that field', () => {
    expect(sortServerError(failure('"regionId" is required. Enter and try again.', 'REQUIRED_FIELD_MISSING', 'region'), rules).fieldErrors).toEqual({
      region_id: '"regionId" is required. Enter and try again.'
    });
    expect(sortServerError(failure('Required parameters are missing: city', 'REQUIRED_FIELD_MISSING', 'city'), rules)).toEqual({
      fieldErrors: {},
      formError: 'Required parameters are missing: city'
    });
  });

  it('leaves errors of other codes, and errors without a code, to the whole form, whatever they say', () => {
    expect(sortServerError(failure('Prea multe încercări. Te rugăm să aștepți un minut și să încerci din nou.', 'RATE_LIMITED'), rules)).toEqual({
      fieldErrors: {},
      formError: 'Prea multe încercări. Te rugăm să aștepți un minut și să încerci din nou.'
    });
    // The wording of a password message no longer decides: only the code does.
    expect(sortServerError(failure('The password needs at least 8 characters.'), rules)).toEqual({
      fieldErrors: {},
      formError: 'The password needs at least 8 characters.'
    });
    expect(sortServerError(null, rules)).toEqual({ fieldErrors: {}, formError: null });
  });
});
