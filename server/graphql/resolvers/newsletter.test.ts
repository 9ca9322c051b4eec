/**
 * subscribeEmailToNewsletter as the footer's sign-up uses it (a guest), and what an account made later
 * with the same address sees.
 */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { createAccount, gql } from '../../services/customer.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const SUBSCRIBE = `mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;
const CUSTOMER = `{ customer { email is_subscribed } }`;

let n = 0;
const uniqueEmail = () => `newsletter${++n}.${Date.now()}@example.ro`;

type Answer = Awaited<ReturnType<typeof gql>>;
const errorOf = (answer: Answer) => {
  const [error] = answer.errors ?? [];
  const extensions = error?.extensions as { category?: string; code?: string; field?: string } | undefined;
  return error && { message: error.message, code: extensions?.code, field: extensions?.field };
};

describe('subscribeEmailToNewsletter for a guest', () => {
  test('subscribes at once; the same address again is told it already is, in the view language', async () => {
    const email = uniqueEmail();
    const first = await gql(t.app, SUBSCRIBE, { variables: { e: `  ${email.toUpperCase()} ` } });
    expect(first.errors).toBeUndefined();
    expect(first.data.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect(errorOf(await gql(t.app, SUBSCRIBE, { variables: { e: email } }))).toEqual({
      message: 'This email address is already subscribed.',
      code: 'ALREADY_SUBSCRIBED',
      field: undefined
    });
    expect(errorOf(await gql(t.app, SUBSCRIBE, { store: 'default', variables: { e: email } }))?.message).toBe('Această adresă de e-mail este deja abonată.');
  });

  test('refuses an empty or malformed address, naming the field', async () => {
    expect(errorOf(await gql(t.app, SUBSCRIBE, { variables: { e: 'ana@' } }))).toEqual({ message: 'Enter a valid email address.', code: 'INVALID_EMAIL', field: 'email' });
    expect(errorOf(await gql(t.app, SUBSCRIBE, { variables: { e: '  ' } }))).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', field: 'email' });
  });

  test('an account made later with the address is subscribed, even with the box on its form left unticked', async () => {
    const email = uniqueEmail();
    expect((await gql(t.app, SUBSCRIBE, { variables: { e: email } })).errors).toBeUndefined();
    const account = await createAccount(t.app, { email, is_subscribed: false });
    const customer = await gql(t.app, CUSTOMER, { token: account.token });
    expect(customer.data.customer).toEqual({ email, is_subscribed: true });
    // The account page can still end it, and the account's subscription is the address's.
    const off = await gql(t.app, `mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }`, { token: account.token });
    expect(off.data.updateCustomerV2.customer.is_subscribed).toBe(false);
    const rows = await t.db.query<{ customer_id: number | null; status: number }>('SELECT customer_id, status FROM newsletter_subscriber WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].customer_id).not.toBeNull();
    expect(rows[0].status).toBe(3);
  });

  test('an account made without a guest subscription is not subscribed', async () => {
    const account = await createAccount(t.app, { email: uniqueEmail() });
    expect((await gql(t.app, CUSTOMER, { token: account.token })).data.customer.is_subscribed).toBe(false);
  });

  test('a guest can not subscribe the address of an account; its owner, signed in, can', async () => {
    const account = await createAccount(t.app, { email: uniqueEmail() });
    expect(errorOf(await gql(t.app, SUBSCRIBE, { variables: { e: account.email } }))).toMatchObject({ code: 'SUBSCRIPTION_FAILED' });
    const own = await gql(t.app, SUBSCRIBE, { token: account.token, variables: { e: account.email } });
    expect(own.data.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect((await gql(t.app, CUSTOMER, { token: account.token })).data.customer.is_subscribed).toBe(true);
  });

  test('a customer who changes their e-mail to an address subscribed as a guest keeps one subscription, their own choice', async () => {
    const CHANGE = `mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email is_subscribed } } }`;
    for (const subscribed of [true, false]) {
      const guestEmail = uniqueEmail();
      expect((await gql(t.app, SUBSCRIBE, { variables: { e: guestEmail } })).errors).toBeUndefined();
      const account = await createAccount(t.app, { email: uniqueEmail(), is_subscribed: subscribed });
      const changed = await gql(t.app, CHANGE, { token: account.token, variables: { e: guestEmail, p: account.password } });
      expect(changed.errors).toBeUndefined();
      // Their own subscription follows them; without one, the address's subscription becomes theirs.
      expect(changed.data.updateCustomerEmail.customer).toEqual({ email: guestEmail, is_subscribed: true });
      const rows = await t.db.query<{ customer_id: number | null }>('SELECT customer_id FROM newsletter_subscriber WHERE email = $1', [guestEmail]);
      expect(rows).toHaveLength(1);
      expect(rows[0].customer_id).not.toBeNull();
    }
  });
});
