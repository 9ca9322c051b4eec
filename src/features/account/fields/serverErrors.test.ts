import { DUPLICATE_EMAIL, INVALID_LOGIN, PASSWORD_POLICY, sortServerError } from './serverErrors';

const failure = (message: string) => ({ errors: [{ message }] });
const rules = [
  { pattern: DUPLICATE_EMAIL, field: 'email' },
  { pattern: INVALID_LOGIN, field: 'currentPassword' },
  { pattern: PASSWORD_POLICY, field: 'password' }
];

describe('sortServerError', () => {
  it("puts Magento's messages under their field, in English and as the Romanian view says them", () => {
    expect(sortServerError(failure('A customer with the same email address already exists in an associated website.'), rules).fieldErrors).toHaveProperty('email');
    expect(sortServerError(failure('Există deja un cont cu aceeași adresă de e-mail.'), rules)).toEqual({
      fieldErrors: { email: 'Există deja un cont cu aceeași adresă de e-mail.' },
      formError: null
    });
    expect(sortServerError(failure('Adresa de e-mail sau parola nu sunt corecte.'), rules).fieldErrors).toHaveProperty('currentPassword');
    expect(sortServerError(failure('Parola trebuie să aibă cel puțin 8 caractere. Alege altă parolă și încearcă din nou.'), rules).fieldErrors).toHaveProperty('password');
  });

  it('leaves any other message to the whole form', () => {
    expect(sortServerError(failure('Prea multe încercări. Te rugăm să aștepți un minut și să încerci din nou.'), rules)).toEqual({
      fieldErrors: {},
      formError: 'Prea multe încercări. Te rugăm să aștepți un minut și să încerci din nou.'
    });
    expect(sortServerError(null, rules)).toEqual({ fieldErrors: {}, formError: null });
  });
});
