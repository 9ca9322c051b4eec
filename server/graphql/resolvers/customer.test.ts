/** Customer accounts through GraphQL: create, sign in and out, profile, e-mail, password, reset, lockout. */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { setCustomerLock } from '../../repositories/customer';
import { setCustomerTokenExpiry } from '../../repositories/customerToken';
import { hashToken } from '../../services/customerAuth';
import { createAccount, firstError, gql, mailsTo, setPasswordResetExpiryByToken, STRONG_PASSWORD } from '../../services/customer.testkit';
import { requestOrigin } from '../../domain/context';


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { id firstname lastname middlename email is_subscribed date_of_birth gender created_at default_billing default_shipping addresses { id } } }
}`;
const SIGN_IN = `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const CUSTOMER = `{ customer { firstname lastname email is_subscribed date_of_birth gender } }`;
const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

let n = 0;
const uniqueEmail = () => `test${++n}.${Date.now()}@example.ro`;

describe('createCustomerV2', () => {
  test('creates the account, subscribes it, sends the welcome mail', async () => {
    const email = uniqueEmail();
    const res = await gql(t.app, CREATE, {
      store: 'default',
      variables: { input: { firstname: 'Ioana', lastname: 'Ionescu', middlename: 'M', email: email.toUpperCase(), password: STRONG_PASSWORD, is_subscribed: true, date_of_birth: '1990-05-17', gender: 2 } }
    });
    expect(res.errors).toBeUndefined();
    const customer = res.data.createCustomerV2.customer;
    expect(customer).toMatchObject({
      firstname: 'Ioana', lastname: 'Ionescu', middlename: 'M', email, is_subscribed: true, date_of_birth: '1990-05-17', gender: 2,
      default_billing: null, default_shipping: null, addresses: []
    });
    expect(customer.id).toBeGreaterThan(0);
    expect(customer.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mails = await mailsTo(t.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'customer_create_account_email_template', subject: 'Bine ai venit la GNC România' });
    expect(mails[0].html).toContain(email);
    // The password is stored as a salted scrypt hash, never in clear.
    const stored = await t.db.one<{ password_hash: string }>('SELECT password_hash FROM customer WHERE email = $1', [email]);
    expect(stored!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored!.password_hash).not.toContain(STRONG_PASSWORD);
  });

  test('English store view sends an English welcome mail with /en links', async () => {
    const email = uniqueEmail();
    await createAccount(t.app, { email }, 'en_storeview');
    const [mail] = await mailsTo(t.db, email);
    expect(mail.subject).toBe('Welcome to GNC România');
    // Absolute: a mail client has no page to resolve a relative link against.
    expect(mail.text).toMatch(/\bhttp:\/\/localhost(:80)?\/en\/sign-in\b/);
  });

  test('duplicate e-mail (any case) is refused as Magento', async () => {
    const email = uniqueEmail();
    await createAccount(t.app, { email });
    const res = await gql(t.app, CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email: email.toUpperCase(), password: STRONG_PASSWORD } } });
    expect(firstError(res)).toEqual({ message: 'A customer with the same email address already exists in an associated website.', category: 'graphql-input' });
  });

  test.each([
    ['short', 'Ab1-', 'The password needs at least 8 characters. Create a new password and try again.'],
    ['two classes', 'abcdefgh12', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
    ['one class', 'abcdefghijk', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.']
  ])('password policy: %s', async (_, password, message) => {
    const res = await gql(t.app, CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email: uniqueEmail(), password } } });
    expect(firstError(res)).toEqual({ message, category: 'graphql-input' });
  });

  test('three classes of 8 characters are enough', async () => {
    const res = await gql(t.app, CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email: uniqueEmail(), password: 'abcdef1!' } } });
    expect(res.errors).toBeUndefined();
  });

  test('malformed e-mail, blank names, bad date, bad gender, missing password', async () => {
    const base = { firstname: 'A', lastname: 'B', password: STRONG_PASSWORD };
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, email: 'not-an-email' } } }))).toEqual({
      message: '"not-an-email" is not a valid email address.', category: 'graphql-input'
    });
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, email: 'a@b' } } }))?.message).toBe('"a@b" is not a valid email address.');
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, firstname: ' ', lastname: '', email: uniqueEmail() } } }))?.message).toBe(
      'Required parameters are missing: First Name, Last Name'
    );
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, email: uniqueEmail(), date_of_birth: '1990-02-30' } } }))?.message).toBe(
      'Invalid value of "1990-02-30" provided for the dob field.'
    );
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, email: uniqueEmail(), gender: 7 } } }))?.message).toBe('"7" is not a valid gender value.');
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email: uniqueEmail() } } }))?.message).toBe(
      'Required parameters are missing: Password'
    );
  });

  test('wrong types and missing required fields are GraphQL validation errors', async () => {
    const email = uniqueEmail();
    const missing = await gql(t.app, CREATE, { variables: { input: { firstname: 'A', email, password: STRONG_PASSWORD } } });
    expect(missing.errors?.[0].message).toMatch(/lastname/);
    const wrongType = await gql(t.app, CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email, password: STRONG_PASSWORD, gender: 'female' } } });
    expect(wrongType.errors?.[0].message).toMatch(/gender/);
    expect(await t.db.one('SELECT count(*)::int AS n FROM customer WHERE email = $1', [email])).toEqual({ n: 0 });
  });
});

describe('sign in and out', () => {
  test('generateCustomerToken gives a random token stored hashed for one hour; customer reads the account', async () => {
    const account = await createAccount(t.app);
    expect(account.token).toMatch(/^[\w-]{43}$/);
    const row = await t.db.one<{ token_hash: string; expires_at: Date; created_at: Date }>(
      'SELECT token_hash, expires_at, created_at FROM customer_token WHERE token_hash = $1',
      [hashToken(account.token)]
    );
    expect(row).toBeDefined();
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBeGreaterThan(59 * 60_000);
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    const me = await gql(t.app, CUSTOMER, { token: account.token });
    expect(me.data.customer).toMatchObject({ firstname: 'Ana', lastname: 'Popescu', email: account.email, is_subscribed: false });
  });

  test('the e-mail is matched case-insensitively', async () => {
    const account = await createAccount(t.app);
    const res = await gql(t.app, SIGN_IN, { variables: { e: account.email.toUpperCase(), p: account.password } });
    expect(res.data.generateCustomerToken.token).toBeTruthy();
  });

  test('wrong password and unknown e-mail get the same authentication error', async () => {
    const account = await createAccount(t.app);
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: account.email, p: 'Wrong-pass1' } }))).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' });
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: 'nobody@example.ro', p: 'Wrong-pass1' } }))).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' });
    // The Romanian view says it in Romanian (as Magento with its language pack), the category unchanged.
    expect(firstError(await gql(t.app, SIGN_IN, { store: 'default', variables: { e: account.email, p: 'Wrong-pass1' } }))).toEqual({
      message: 'Autentificarea nu a reușit sau contul este dezactivat temporar. Te rugăm să aștepți și să încerci din nou mai târziu.',
      category: 'graphql-authentication'
    });
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: '', p: 'x' } }))?.message).toBe('Specify the "email" value.');
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: account.email, p: '' } }))?.message).toBe('Specify the "password" value.');
  });

  test('customer without a token, or with a bad, expired or revoked token, is refused', async () => {
    const notAuthorized = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, CUSTOMER))).toEqual(notAuthorized);
    expect(firstError(await gql(t.app, CUSTOMER, { token: 'made-up-token' }))).toEqual(notAuthorized);

    const expired = await createAccount(t.app);
    await setCustomerTokenExpiry(t.db, hashToken(expired.token), new Date(Date.now() - 1000));
    expect(firstError(await gql(t.app, CUSTOMER, { token: expired.token }))).toEqual(notAuthorized);

    const revoked = await createAccount(t.app);
    const res = await gql(t.app, 'mutation { revokeCustomerToken { result } }', { token: revoked.token });
    expect(res.data.revokeCustomerToken).toEqual({ result: true });
    expect(firstError(await gql(t.app, CUSTOMER, { token: revoked.token }))).toEqual(notAuthorized);
    expect(firstError(await gql(t.app, 'mutation { revokeCustomerToken { result } }'))).toEqual(notAuthorized);
  });

  test('a signed-in answer is private and carries the customer group cache id', async () => {
    const account = await createAccount(t.app);
    const guest = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}` });
    const signed = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(CUSTOMER)}`, headers: { authorization: `Bearer ${account.token}` } });
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(signed.headers['x-magento-cache-id']).not.toBe(guest.headers['x-magento-cache-id']);
  });

  test('lockout: after 5 wrong passwords even the right one fails until the lock expires', async () => {
    const account = await createAccount(t.app);
    const ip = '10.200.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect(firstError(await gql(t.app, SIGN_IN, { ip: `${ip}${i}`, variables: { e: account.email, p: `Wrong-pass${i}` } }))?.message).toBe(SIGN_IN_FAILED);
    }
    const locked = await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } });
    expect(firstError(locked)).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' });
    const row = await t.db.one<{ customer_id: number; lock_expires: Date }>('SELECT customer_id, lock_expires FROM customer WHERE email = $1', [account.email]);
    const lockMinutes = (new Date(row!.lock_expires).getTime() - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(9);
    expect(lockMinutes).toBeLessThanOrEqual(10);
    // Once the lock has run out, the right password works again and the counter starts over.
    await setCustomerLock(t.db, row!.customer_id, new Date(Date.now() - 1000));
    const again = await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } });
    expect(again.data.generateCustomerToken.token).toBeTruthy();
    expect(await t.db.one('SELECT failures_num FROM customer WHERE customer_id = $1', [row!.customer_id])).toEqual({ failures_num: 0 });
  });

  test('lockout: of wrong passwords sent at once, only the first 5 are checked', async () => {
    const account = await createAccount(t.app);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map((i) => gql(t.app, SIGN_IN, { ip: `10.201.0.${i}`, variables: { e: account.email, p: `Wrong-pass${i}` } }))
    );
    expect(answers.map((answer) => firstError(answer)?.message)).toEqual(Array(7).fill(SIGN_IN_FAILED));
    const row = await t.db.one<{ failures_num: number; lock_expires: Date | null }>('SELECT failures_num, lock_expires FROM customer WHERE email = $1', [account.email]);
    expect(row!.failures_num).toBe(5);
    expect(row!.lock_expires).not.toBeNull();
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } }))?.message).toBe(SIGN_IN_FAILED);
  });
});

describe('profile, e-mail and password', () => {
  test('updateCustomerV2 changes names, birth date, gender and the newsletter flag', async () => {
    const account = await createAccount(t.app);
    const res = await gql(t.app, `mutation { updateCustomerV2(input: { firstname: "Maria", date_of_birth: "1985-01-02", gender: 1, is_subscribed: true }) { customer { firstname lastname date_of_birth gender is_subscribed } } }`, { token: account.token });
    expect(res.data.updateCustomerV2.customer).toEqual({ firstname: 'Maria', lastname: 'Popescu', date_of_birth: '1985-01-02', gender: 1, is_subscribed: true });
    const off = await gql(t.app, `mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }`, { token: account.token });
    expect(off.data.updateCustomerV2.customer.is_subscribed).toBe(false);
    expect(firstError(await gql(t.app, `mutation { updateCustomerV2(input: { firstname: "" }) { customer { firstname } } }`, { token: account.token }))?.message).toBe(
      'Required parameters are missing: First Name'
    );
    expect(firstError(await gql(t.app, `mutation { updateCustomerV2(input: {}) { customer { firstname } } }`, { token: account.token }))?.message).toBe('"input" value should be specified');
    expect(firstError(await gql(t.app, `mutation { updateCustomerV2(input: { firstname: "X" }) { customer { firstname } } }`))?.category).toBe('graphql-authorization');
  });

  test('the deprecated createCustomer and updateCustomer (CustomerInput) follow the V2 rules; an e-mail change needs the password', async () => {
    const email = uniqueEmail();
    const created = await gql(t.app, `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email firstname is_subscribed is_confirmed } } }`, {
      variables: { input: { email, firstname: 'Vera', lastname: 'Nia', password: STRONG_PASSWORD, is_subscribed: true } }
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createCustomer.customer).toEqual({ email, firstname: 'Vera', is_subscribed: true, is_confirmed: true });
    const missing = (input: Record<string, unknown>) =>
      gql(t.app, `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }`, { variables: { input } }).then(firstError);
    expect(await missing({ firstname: 'Vera', lastname: 'Nia', password: STRONG_PASSWORD })).toEqual({ message: 'Required parameters are missing: Email', category: 'graphql-input' });
    expect((await missing({ email: uniqueEmail(), lastname: 'Nia', password: STRONG_PASSWORD }))?.message).toBe('Required parameters are missing: First Name');
    expect((await missing({ email, firstname: 'A', lastname: 'B', password: STRONG_PASSWORD }))?.message).toBe('A customer with the same email address already exists in an associated website.');

    const token = (await gql(t.app, SIGN_IN, { variables: { e: email, p: STRONG_PASSWORD } })).data.generateCustomerToken.token as string;
    const update = (input: Record<string, unknown>) =>
      gql(t.app, `mutation ($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname lastname is_subscribed } } }`, { token, variables: { input } });
    expect((await update({ firstname: 'Veronica', is_subscribed: false })).data.updateCustomer.customer).toEqual({ email, firstname: 'Veronica', lastname: 'Nia', is_subscribed: false });
    // The same e-mail changes nothing and needs no password (Venia sends it back with the names).
    expect((await update({ firstname: 'Vera', email })).data.updateCustomer.customer.firstname).toBe('Vera');
    const fresh = uniqueEmail();
    expect(firstError(await update({ email: fresh }))).toEqual({ message: 'Provide the current "password" to change "email".', category: 'graphql-input' });
    expect(firstError(await update({ email: fresh, password: 'Wrong-pass1' }))).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    expect((await update({ email: fresh, password: STRONG_PASSWORD, lastname: 'Pop' })).data.updateCustomer.customer).toMatchObject({ email: fresh, lastname: 'Pop' });
    expect(firstError(await update({}))?.message).toBe('"input" value should be specified');
    expect(firstError(await gql(t.app, `mutation { updateCustomer(input: { firstname: "X" }) { customer { firstname } } }`))?.category).toBe('graphql-authorization');
  });

  test('updateCustomerEmail needs the password and a free, valid e-mail', async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    const mutation = `mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }`;
    expect(firstError(await gql(t.app, mutation, { token: account.token, variables: { e: uniqueEmail(), p: 'Wrong-pass1' } }))).toEqual({
      message: 'Invalid login or password.', category: 'graphql-authentication'
    });
    expect(firstError(await gql(t.app, mutation, { token: account.token, variables: { e: other.email, p: account.password } }))).toEqual({
      message: 'A customer with the same email address already exists in an associated website.', category: 'graphql-already-exists'
    });
    expect(firstError(await gql(t.app, mutation, { token: account.token, variables: { e: 'bad@', p: account.password } }))?.message).toBe('"bad@" is not a valid email address.');
    const fresh = uniqueEmail();
    const ok = await gql(t.app, mutation, { token: account.token, variables: { e: fresh, p: account.password } });
    expect(ok.data.updateCustomerEmail.customer.email).toBe(fresh);
    expect((await gql(t.app, SIGN_IN, { variables: { e: fresh, p: account.password } })).data.generateCustomerToken.token).toBeTruthy();
  });

  test('changeCustomerPassword checks the current password and the policy, and ends other sessions', async () => {
    const account = await createAccount(t.app);
    const otherSession = (await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } })).data.generateCustomerToken.token as string;
    const mutation = `mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`;
    expect(firstError(await gql(t.app, mutation, { token: account.token, variables: { c: 'Wrong-pass1', n: 'Noua-Parola2' } }))).toEqual({
      message: 'Invalid login or password.', category: 'graphql-authentication'
    });
    expect(firstError(await gql(t.app, mutation, { token: account.token, variables: { c: account.password, n: 'short' } }))?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.'
    );
    expect(firstError(await gql(t.app, mutation, { token: account.token, variables: { c: '', n: 'Noua-Parola2' } }))?.message).toBe('Specify the "currentPassword" value.');
    const ok = await gql(t.app, mutation, { token: account.token, variables: { c: account.password, n: 'Noua-Parola2' } });
    expect(ok.data.changeCustomerPassword.email).toBe(account.email);
    expect((await gql(t.app, CUSTOMER, { token: account.token })).errors).toBeUndefined();
    expect(firstError(await gql(t.app, CUSTOMER, { token: otherSession }))?.category).toBe('graphql-authorization');
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } }))?.message).toBe(SIGN_IN_FAILED);
    expect((await gql(t.app, SIGN_IN, { variables: { e: account.email, p: 'Noua-Parola2' } })).data.generateCustomerToken.token).toBeTruthy();
  });

  test('isEmailAvailable', async () => {
    const account = await createAccount(t.app);
    const q = `query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }`;
    expect((await gql(t.app, q, { variables: { e: account.email.toUpperCase() } })).data.isEmailAvailable).toEqual({ is_email_available: false });
    expect((await gql(t.app, q, { variables: { e: uniqueEmail() } })).data.isEmailAvailable).toEqual({ is_email_available: true });
    expect(firstError(await gql(t.app, q, { variables: { e: 'nope' } }))).toEqual({ message: 'Email is invalid', category: 'graphql-input' });
    expect(firstError(await gql(t.app, q, { variables: { e: '' } }))?.message).toBe('Email must be specified');
  });
});

describe('password reset', () => {
  const REQUEST = `mutation ($e: String!) { requestPasswordResetEmail(email: $e) }`;
  const RESET = `mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`;
  const tokenFrom = (text: string, prefix = '') => {
    const match = new RegExp(`${prefix}/customer/account/createPassword\\?token=([\\w-]+)`).exec(text);
    if (!match) throw new Error(`no reset link in ${text}`);
    return match[1];
  };

  test('the mailed link resets the password once; the token cannot be used again', async () => {
    const account = await createAccount(t.app);
    // Asked in the Romanian view: the link has no /en prefix.
    expect((await gql(t.app, REQUEST, { store: 'default', variables: { e: account.email } })).data.requestPasswordResetEmail).toBe(true);
    const [mail] = await mailsTo(t.db, account.email);
    expect(mail.template).toBe('customer_password_forgot_email_template');
    expect(mail.text).toMatch(/^http:\/\/localhost(:80)?\/customer\/account\/createPassword\?token=/m);
    expect(mail.text).not.toContain('/en/');
    const token = tokenFrom(mail.text);
    expect(mail.html).toContain(`/customer/account/createPassword?token=${token}`);
    expect((await gql(t.app, RESET, { variables: { e: account.email, t: token, p: 'Reset-Parola3' } })).data.resetPassword).toBe(true);
    expect((await gql(t.app, SIGN_IN, { variables: { e: account.email, p: 'Reset-Parola3' } })).data.generateCustomerToken.token).toBeTruthy();
    // The old session ended with the reset.
    expect(firstError(await gql(t.app, CUSTOMER, { token: account.token }))?.category).toBe('graphql-authorization');
    expect(firstError(await gql(t.app, RESET, { variables: { e: account.email, t: token, p: 'Another-Pass4' } }))).toEqual({
      message: "Cannot set the customer's password", category: 'graphql-input'
    });
  });

  test('the link points at the address the shopper used (https behind the proxy), or PUBLIC_BASE_URL', async () => {
    const account = await createAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', store: 'default', host: 'www.gnc-demo.ro', 'x-forwarded-proto': 'https' },
      payload: { query: REQUEST, variables: { e: account.email } }
    });
    const mail = (await mailsTo(t.db, account.email)).find((m) => m.template === 'customer_password_forgot_email_template')!;
    expect(mail.text).toMatch(/^https:\/\/www\.gnc-demo\.ro\/customer\/account\/createPassword\?token=[\w-]+$/m);
    expect(requestOrigin({ protocol: 'http', host: 'internal:8080' }, 'https://www.gnc.ro')).toBe('https://www.gnc.ro');
  });

  test('English store view links under /en', async () => {
    const account = await createAccount(t.app, {}, 'en_storeview');
    await gql(t.app, REQUEST, { store: 'en_storeview', variables: { e: account.email } });
    const mail = (await mailsTo(t.db, account.email)).find((m) => m.template === 'customer_password_forgot_email_template')!;
    expect(mail.subject).toBe('Reset your GNC România password');
    expect(tokenFrom(mail.text, '/en')).toBeTruthy();
  });

  test('an expired token, a wrong token, another e-mail and a weak password are refused', async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    await gql(t.app, REQUEST, { variables: { e: account.email } });
    const token = tokenFrom((await mailsTo(t.db, account.email))[0].text);
    const failed = { message: "Cannot set the customer's password", category: 'graphql-input' };
    expect(firstError(await gql(t.app, RESET, { variables: { e: other.email, t: token, p: 'Reset-Parola3' } }))).toEqual(failed);
    expect(firstError(await gql(t.app, RESET, { variables: { e: account.email, t: 'x'.repeat(43), p: 'Reset-Parola3' } }))).toEqual(failed);
    expect(firstError(await gql(t.app, RESET, { variables: { e: account.email, t: token, p: 'weak' } }))?.message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.'
    );
    expect(firstError(await gql(t.app, RESET, { variables: { e: 'nobody@example.ro', t: token, p: 'Reset-Parola3' } }))).toEqual(failed);
    expect(firstError(await gql(t.app, RESET, { variables: { e: account.email, t: '', p: 'Reset-Parola3' } }))?.message).toBe('resetPasswordToken must be specified');
    await setPasswordResetExpiryByToken(t.db, token, new Date(Date.now() - 1000));
    expect(firstError(await gql(t.app, RESET, { variables: { e: account.email, t: token, p: 'Reset-Parola3' } }))).toEqual(failed);
    // The old password still works: nothing was changed.
    expect((await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } })).data.generateCustomerToken.token).toBeTruthy();
  });

  test('a second request replaces the first link', async () => {
    const account = await createAccount(t.app);
    await gql(t.app, REQUEST, { variables: { e: account.email } });
    const first = tokenFrom((await mailsTo(t.db, account.email))[0].text);
    await gql(t.app, REQUEST, { variables: { e: account.email } });
    const second = tokenFrom((await mailsTo(t.db, account.email))[0].text);
    expect(second).not.toBe(first);
    expect(firstError(await gql(t.app, RESET, { variables: { e: account.email, t: first, p: 'Reset-Parola3' } }))?.message).toBe("Cannot set the customer's password");
    expect((await gql(t.app, RESET, { variables: { e: account.email, t: second, p: 'Reset-Parola3' } })).data.resetPassword).toBe(true);
  });

  test('an unknown e-mail answers true and sends nothing; bad e-mails are input errors', async () => {
    const email = uniqueEmail();
    expect((await gql(t.app, REQUEST, { variables: { e: email } })).data.requestPasswordResetEmail).toBe(true);
    expect(await mailsTo(t.db, email)).toHaveLength(0);
    expect(firstError(await gql(t.app, REQUEST, { variables: { e: 'bad' } }))).toEqual({ message: 'The email address has an invalid format.', category: 'graphql-input' });
    expect(firstError(await gql(t.app, REQUEST, { variables: { e: ' ' } }))?.message).toBe('You must specify an email address.');
  });

  test('a locked account can reset its password, which lifts the lock', async () => {
    const account = await createAccount(t.app);
    const row = await t.db.one<{ customer_id: number }>('SELECT customer_id FROM customer WHERE email = $1', [account.email]);
    await setCustomerLock(t.db, row!.customer_id, new Date(Date.now() + 600_000));
    await gql(t.app, REQUEST, { variables: { e: account.email } });
    const token = tokenFrom((await mailsTo(t.db, account.email))[0].text);
    expect((await gql(t.app, RESET, { variables: { e: account.email, t: token, p: 'Reset-Parola3' } })).data.resetPassword).toBe(true);
    expect((await gql(t.app, SIGN_IN, { variables: { e: account.email, p: 'Reset-Parola3' } })).data.generateCustomerToken.token).toBeTruthy();
  });
});
