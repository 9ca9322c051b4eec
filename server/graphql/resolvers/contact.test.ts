/** contactUs and the rate limits of sign-in, password reset, contact and account lookups, through GraphQL. */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { saveConfig } from '../../repositories/config';
import { listContactRequests } from '../../repositories/contact';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../../services/rateLimit';
import { createAccount, firstError, gql, holdClockPerRateLimitWindow, mailsTo } from '../../services/customer.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const CONTACT = `mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }`;
const valid = { name: 'Radu Ene', email: 'radu.ene@example.ro', comment: 'Aveți <Omega 3> în Cluj?', telephone: '0722 111 222' };

describe('contactUs', () => {
  test('stores the message and queues an escaped mail to the store', async () => {
    const res = await gql(t.app, CONTACT, { store: 'default', variables: { input: valid } });
    expect(res).toEqual({ data: { contactUs: { status: true } } });
    const [stored] = await listContactRequests(t.db, 1);
    expect(stored).toMatchObject({ name: 'Radu Ene', email: 'radu.ene@example.ro', telephone: '0722 111 222', comment: 'Aveți <Omega 3> în Cluj?', store_id: 1 });
    const storeEmail = (await t.db.one<{ value: string }>("SELECT value FROM core_config WHERE path = 'trans_email/ident_general/email' AND store_id = 0"))!.value;
    const [mail] = await mailsTo(t.db, storeEmail);
    expect(mail).toMatchObject({ template: 'contact_email_email_template', subject: 'Contact form: Radu Ene' });
    expect(mail.html).toContain('Aveți &lt;Omega 3&gt; în Cluj?');
    expect(mail.text).toContain('radu.ene@example.ro');
  });

  test('telephone is optional', async () => {
    const res = await gql(t.app, CONTACT, { variables: { input: { name: 'A', email: 'a@example.ro', comment: 'Salut' } } });
    expect(res.data.contactUs.status).toBe(true);
    expect((await listContactRequests(t.db, 1))[0].telephone).toBeNull();
  });

  test("Magento's messages for missing name, comment and a bad e-mail", async () => {
    expect(firstError(await gql(t.app, CONTACT, { variables: { input: { ...valid, name: '  ' } } }))).toEqual({ message: 'Enter the Name and try again.', category: 'graphql-input' });
    expect(firstError(await gql(t.app, CONTACT, { variables: { input: { ...valid, comment: '' } } }))).toEqual({ message: 'Enter the comment and try again.', category: 'graphql-input' });
    expect(firstError(await gql(t.app, CONTACT, { variables: { input: { ...valid, email: 'radu@' } } }))).toEqual({
      message: 'The email address is invalid. Verify the email address and try again.', category: 'graphql-input'
    });
    const missing = await gql(t.app, CONTACT, { variables: { input: { name: 'A', email: 'a@example.ro' } } });
    expect(missing.errors?.[0].message).toMatch(/comment/);
  });

  test('unavailable when contact/contact/enabled is 0', async () => {
    await saveConfig(t.db, 'contact/contact/enabled', '0');
    try {
      expect(firstError(await gql(t.app, CONTACT, { variables: { input: valid } }))).toEqual({ message: 'The contact form is unavailable.', category: 'graphql-authorization' });
    } finally {
      await saveConfig(t.db, 'contact/contact/enabled', '1');
    }
  });
});

describe('rate limits', () => {
  holdClockPerRateLimitWindow();

  const limited = { message: RATE_LIMIT_MESSAGE, category: 'graphql-input' };
  const SIGN_IN = `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;

  test('sign-in: 10 attempts a minute per e-mail, whatever the address', async () => {
    const account = await createAccount(t.app);
    for (let i = 0; i < 9; i += 1) {
      // Unknown-address attempts for the same e-mail would lock the account; use the right password.
      const ok = await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } });
      expect(ok.errors).toBeUndefined();
    }
    expect(firstError(await gql(t.app, SIGN_IN, { variables: { e: account.email, p: account.password } }))).toEqual(limited);
  });

  test('sign-in: 60 attempts a minute per IP, whatever the e-mail', async () => {
    const ip = '10.99.0.1';
    expect(RATE_LIMITS['sign-in'].perIp).toBe(60);
    for (let i = 0; i < RATE_LIMITS['sign-in'].perIp; i += 1) {
      expect(firstError(await gql(t.app, SIGN_IN, { ip, variables: { e: `nobody${i}@example.ro`, p: 'Whatever-1' } }))?.category).toBe('graphql-authentication');
    }
    expect(firstError(await gql(t.app, SIGN_IN, { ip, variables: { e: 'nobody-else@example.ro', p: 'Whatever-1' } }))).toEqual(limited);
    // Another client is not affected.
    expect(firstError(await gql(t.app, SIGN_IN, { ip: '10.99.0.2', variables: { e: 'nobody-else@example.ro', p: 'Whatever-1' } }))?.category).toBe('graphql-authentication');
  }, 60_000);

  test('password reset: 3 requests a minute per e-mail', async () => {
    const REQUEST = `mutation ($e: String!) { requestPasswordResetEmail(email: $e) }`;
    const email = `limit.${Date.now()}@example.ro`;
    for (let i = 0; i < 3; i += 1) expect((await gql(t.app, REQUEST, { variables: { e: email } })).data.requestPasswordResetEmail).toBe(true);
    expect(firstError(await gql(t.app, REQUEST, { variables: { e: email } }))).toEqual(limited);
  });

  test('contact: 30 messages a minute per IP', async () => {
    const ip = '10.98.0.1';
    expect(RATE_LIMITS.contact.perIp).toBe(30);
    for (let i = 0; i < RATE_LIMITS.contact.perIp; i += 1) {
      expect((await gql(t.app, CONTACT, { ip, variables: { input: { ...valid, email: `c${i}@example.ro` } } })).errors).toBeUndefined();
    }
    expect(firstError(await gql(t.app, CONTACT, { ip, variables: { input: { ...valid, email: 'c99@example.ro' } } }))).toEqual(limited);
  });

  test('account lookups (isEmailAvailable, newsletter sign-up): 30 a minute per IP together, never a shared answer', async () => {
    const AVAILABLE = `query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }`;
    const SUBSCRIBE = `mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;
    const ip = '10.97.0.1';
    expect(RATE_LIMITS['account-lookup'].perIp).toBe(30);
    for (let i = 0; i < RATE_LIMITS['account-lookup'].perIp; i += 1) {
      const answer = i % 2 ? await gql(t.app, AVAILABLE, { ip, variables: { e: `walk${i}@example.ro` } }) : await gql(t.app, SUBSCRIBE, { ip, variables: { e: `walk${i}@example.ro` } });
      expect(answer.errors).toBeUndefined();
    }
    expect(firstError(await gql(t.app, AVAILABLE, { ip, variables: { e: 'walk-next@example.ro' } }))).toEqual(limited);
    expect(firstError(await gql(t.app, SUBSCRIBE, { ip, variables: { e: 'walk-next@example.ro' } }))).toEqual(limited);
    const overGet = await t.app.inject({
      method: 'GET',
      url: '/graphql',
      query: { query: 'query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }', variables: JSON.stringify({ e: 'someone@example.ro' }) }
    });
    expect(overGet.statusCode).toBe(200);
    expect(overGet.headers['cache-control']).toBe('private, no-store');
  });
});
