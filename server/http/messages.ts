/**
 * The shopper-facing error messages in the store view's language, as Magento answers with a language
 * pack installed: the English message (Magento's own text, with %1, %2 for what varies) → the store
 * locale's text. Applied to the errors of GraphQL and REST requests alike; a message not in the
 * catalogue, such as a developer-facing one about a missing parameter, stays as it is. The values in a
 * message are kept; a value that is itself a catalogued message ('Unable to place order: %1') is
 * translated too.
 */

type Catalogue = ReadonlyArray<readonly [english: string, translated: string]>;

const RO_RO: Catalogue = [
  // Sign-in, accounts, passwords
  [
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    'Autentificarea nu a reușit sau contul este dezactivat temporar. Te rugăm să aștepți și să încerci din nou mai târziu.'
  ],
  ['Invalid login or password.', 'Adresa de e-mail sau parola nu sunt corecte.'],
  ['The account is locked.', 'Contul este blocat.'],
  ['A customer with the same email address already exists in an associated website.', 'Există deja un cont cu aceeași adresă de e-mail.'],
  ["Cannot set the customer's password", 'Parola nu a putut fi setată. Cere un nou link de resetare și încearcă din nou.'],
  ["The current customer isn't authorized.", 'Nu ești autorizat: autentifică-te din nou.'],
  ['The email address has an invalid format.', 'Adresa de e-mail nu are un format valid.'],
  ['The email address is invalid. Verify the email address and try again.', 'Adresa de e-mail nu este validă. Verific-o și încearcă din nou.'],
  ['Enter a valid email address.', 'Introdu o adresă de e-mail validă.'],
  ['Invalid email format', 'Formatul adresei de e-mail nu este valid.'],
  ['"%1" is not a valid email address.', '„%1” nu este o adresă de e-mail validă.'],
  [
    'The password needs at least %1 characters. Create a new password and try again.',
    'Parola trebuie să aibă cel puțin %1 caractere. Alege altă parolă și încearcă din nou.'
  ],
  [
    'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    'Parola trebuie să aibă cel puțin %1 tipuri de caractere dintre: litere mici, litere mari, cifre, caractere speciale.'
  ],
  [
    "The password can't be the same as the email address. Create a new password and try again.",
    'Parola nu poate fi aceeași cu adresa de e-mail. Alege altă parolă și încearcă din nou.'
  ],
  ['Please enter a password with at most %1 characters.', 'Introdu o parolă de cel mult %1 caractere.'],
  ['Too many requests. Please wait a minute and try again.', 'Prea multe încercări. Te rugăm să aștepți un minut și să încerci din nou.'],

  // Cart
  ["The coupon code isn't valid. Verify the code and try again.", 'Codul cuponului nu este valid. Verifică-l și încearcă din nou.'],
  ['A coupon is already applied to the cart. Please remove it to apply another', 'Coșul are deja un cupon. Elimină-l pentru a aplica altul.'],
  ['The requested qty is not available', 'Cantitatea cerută nu este disponibilă'],
  ['The requested qty exceeds the maximum qty allowed in shopping cart', 'Cantitatea cerută depășește cantitatea maximă permisă în coș'],
  ['Product that you are trying to add is not available.', 'Produsul pe care încerci să îl adaugi nu este disponibil.'],
  ['There are no source items with the in stock status', 'Produsul nu mai este în stoc'],
  ['Some of the products are out of stock.', 'Unele produse nu mai sunt în stoc.'],
  ['The product quantity should be greater than 0', 'Cantitatea trebuie să fie mai mare decât 0'],
  ['The product quantity must be a whole number.', 'Cantitatea trebuie să fie un număr întreg.'],
  ['You need to choose options for your item.', 'Alege opțiunile produsului.'],
  ['Could not find a product with SKU "%1"', 'Nu am găsit produsul cu codul „%1”'],
  ['Could not add the product with SKU %1 to the shopping cart: %2', 'Produsul cu codul %1 nu a putut fi adăugat în coș: %2'],
  ['The cart no longer exists.', 'Coșul nu mai există.'],

  // Checkout and payment
  ['Unable to place order: %1', 'Comanda nu a putut fi plasată: %1'],
  [
    "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.",
    'Comanda nu a fost plasată. Acceptă mai întâi termenii și condițiile, apoi plasează din nou comanda.'
  ],
  ["We couldn't locate an order with the information provided.", 'Nu am găsit nicio comandă cu aceste date.'],
  ['Please login to view the order.', 'Autentifică-te în cont pentru a vedea comanda.'],
  // Withdrawal from the contract (requestOrderWithdrawal)
  ['We found no order with these details.', 'Nu am găsit nicio comandă cu aceste date.'],
  ['The withdrawal period for order %1 ended on %2.', 'Perioada de retragere pentru comanda %1 s-a încheiat pe %2.'],
  ['Order %1 was canceled: there is no contract left to withdraw from.', 'Comanda %1 a fost anulată: nu mai există un contract din care să te retragi.'],
  ['Order %1 has no item "%2".', 'Comanda %1 nu conține produsul „%2”.'],
  ['The quantity to withdraw from must be a whole number above 0.', 'Cantitatea trebuie să fie un număr întreg mai mare decât 0.'],
  ['At most %1 of "%2" can be withdrawn from: that many were ordered.', 'Din „%2” te poți retrage pentru cel mult %1 buc.: atâtea ai comandat.'],
  ['Your card was declined.', 'Cardul a fost refuzat.'],
  ['Your card has expired.', 'Cardul a expirat.'],
  ['Your card number is invalid.', 'Numărul cardului nu este valid.'],
  ['This card type is not accepted.', 'Acest tip de card nu este acceptat.'],
  [
    'The card could not be processed because of an error at the payment processor. Please try again.',
    'Plata nu a putut fi procesată din cauza unei erori la procesatorul de plăți. Te rugăm să încerci din nou.'
  ],
  ['The stored card could not be found.', 'Cardul salvat nu a fost găsit.'],
  ['The requested Payment Method is not available.', 'Metoda de plată aleasă nu este disponibilă.'],
  [
    'The payment method nonce is invalid or has expired. Enter the card details again.',
    'Datele cardului nu mai sunt valabile. Introdu din nou datele cardului.'
  ],
  ['The shipping address is missing. Set the address and try again.', 'Lipsește adresa de livrare. Complete-o și încearcă din nou.'],
  ['The shipping method is missing. Select the shipping method and try again.', 'Lipsește metoda de livrare. Alege-o și încearcă din nou.'],
  ['Enter a valid payment method and try again.', 'Alege o metodă de plată validă și încearcă din nou.'],
  ['Guest email for cart is missing.', 'Lipsește adresa de e-mail a comenzii.'],
  ['Choose a parcel locker for this delivery method (parcel_locker_code).', 'Alege un locker pentru această metodă de livrare.'],
  ['Choose the shop to pick the order up from (pickup_location_code).', 'Alege magazinul din care ridici comanda.'],

  // Addresses
  ['Customer Address %1 is set as default billing address and can not be deleted', 'Adresa %1 este adresa implicită de facturare și nu poate fi ștearsă'],
  ['Customer Address %1 is set as default shipping address and can not be deleted', 'Adresa %1 este adresa implicită de livrare și nu poate fi ștearsă'],

  // Newsletter, reviews, contact, blog, wishlist
  ['This email address is already subscribed.', 'Această adresă de e-mail este deja abonată.'],
  [
    'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
    'Vizitatorii nu se pot abona la newsletter. Creează un cont pentru a te abona.'
  ],
  ['Cannot create a newsletter subscription.', 'Abonarea la newsletter nu a reușit.'],
  ['The newsletter is not available.', 'Newsletterul nu este disponibil.'],
  ['Please enter a nickname.', 'Introdu un pseudonim.'],
  ['Please enter a review summary.', 'Introdu un titlu pentru recenzie.'],
  ['Please enter a review.', 'Scrie recenzia.'],
  ['The review is too long.', 'Recenzia este prea lungă.'],
  ['The comment is too long.', 'Comentariul este prea lung.'],
  // Reward point history reasons (stored in English, as Magento stores them)
  ['Order #%1', 'Comanda #%1'],
  ['Spent on order #%1', 'Folosite pentru comanda #%1'],
  ['My GNC Rewards points (%1)', 'Puncte My GNC Rewards (%1)'],
  ['Given back: order #%1 canceled', 'Returnate: comanda #%1 a fost anulată'],
  ['You have no reward points to use.', 'Nu ai puncte de folosit.'],
  ['Your reward points balance changed. Review the order and try again.', 'Soldul tău de puncte s-a schimbat. Verifică comanda și încearcă din nou.'],
  ['The current customer is not allowed to use reward points: sign in first.', 'Pentru a folosi punctele, autentifică-te.'],
  ['Invalid value of "%1": it contains a character that is not allowed.', 'Valoare nevalidă pentru „%1”: conține un caracter care nu este permis.'],
  ['Invalid value of "%1": it is longer than %2 characters.', 'Valoare nevalidă pentru „%1”: are mai mult de %2 caractere.'],
  ['Invalid value of "%1": it is nested too deeply.', 'Valoare nevalidă pentru „%1”: are prea multe niveluri.'],
  ['The product review feature is disabled.', 'Recenziile produselor sunt dezactivate.'],
  ['Enter the Name and try again.', 'Introdu numele și încearcă din nou.'],
  ['Enter the comment and try again.', 'Scrie mesajul și încearcă din nou.'],
  ['The message is too long.', 'Mesajul este prea lung.'],
  ['The contact form is unavailable.', 'Formularul de contact nu este disponibil.'],
  ['Comment message is required.', 'Scrie comentariul.'],
  ['Comments are disabled.', 'Comentariile sunt dezactivate.'],
  ['The wishlist was not found.', 'Lista de dorințe nu a fost găsită.'],
  ['The wishlist configuration is currently disabled.', 'Lista de dorințe este dezactivată momentan.']
];

interface Entry {
  pattern: RegExp;
  translated: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '%1 and %2' → /^(.+) and (.+)$/s: the placeholders catch what varies. */
function compile(catalogue: Catalogue): Entry[] {
  return catalogue.map(([english, translated]) => ({
    pattern: new RegExp(`^${escape(english).replace(/%\d/g, '(.+?)')}$`, 's'),
    translated
  }));
}

const CATALOGUES: Readonly<Record<string, Entry[]>> = { ro_RO: compile(RO_RO) };

/** The message in `locale` (ro_RO, en_US...), or unchanged when its catalogue does not have it. */
export function translateMessage(message: string, locale: string): string {
  const entries = CATALOGUES[locale];
  if (!entries) return message;
  for (const { pattern, translated } of entries) {
    const match = pattern.exec(message);
    if (!match) continue;
    return translated.replace(/%(\d)/g, (_, index: string) => {
      const value = match[Number(index)] ?? '';
      return translateMessage(value, locale);
    });
  }
  return message;
}
