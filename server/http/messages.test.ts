import { translateMessage } from './messages';

describe('translateMessage', () => {
  it('gives a catalogued message in the Romanian view', () => {
    expect(translateMessage('Your card was declined.', 'ro_RO')).toBe('Cardul a fost refuzat.');
    expect(
      translateMessage('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.', 'ro_RO')
    ).toBe('Autentificarea nu a reușit sau contul este dezactivat temporar. Te rugăm să aștepți și să încerci din nou mai târziu.');
  });

  it('keeps the values of a message and translates a value that is itself a message', () => {
    expect(translateMessage('The password needs at least 8 characters. Create a new password and try again.', 'ro_RO')).toBe(
      'Parola trebuie să aibă cel puțin 8 caractere. Alege altă parolă și încearcă din nou.'
    );
    expect(translateMessage('Unable to place order: Your card was declined.', 'ro_RO')).toBe('Comanda nu a putut fi plasată: Cardul a fost refuzat.');
    expect(translateMessage('Unable to place order: Some other reason', 'ro_RO')).toBe('Comanda nu a putut fi plasată: Some other reason');
    expect(translateMessage('Could not add the product with SKU GNC-1 to the shopping cart: The requested qty is not available', 'ro_RO')).toBe(
      'Produsul cu codul GNC-1 nu a putut fi adăugat în coș: Cantitatea cerută nu este disponibilă'
    );
  });

  it('leaves a message outside the catalogue, and every message of another locale, as it is', () => {
    expect(translateMessage('Required parameter "cart_id" is missing', 'ro_RO')).toBe('Required parameter "cart_id" is missing');
    expect(translateMessage('Your card was declined.', 'en_US')).toBe('Your card was declined.');
    // Whole messages only: a catalogued text inside a longer one is not matched.
    expect(translateMessage('Note: Your card was declined. Call your bank.', 'ro_RO')).toBe('Note: Your card was declined. Call your bank.');
  });
});
