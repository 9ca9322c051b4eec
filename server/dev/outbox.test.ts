/** /dev/outbox: listing and showing queued mails, escaped; absent in production. */
import { createTestApp, type TestApp } from '../../test/helpers/server';
import { queueMail } from '../services/mail';
import { ConfigError, loadConfig } from '../config';

let t: TestApp;
let mailId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  mailId = await queueMail(t.db, {
    to: 'Ion@Example.ro', template: 'customer_password_forgot_email_template', subject: 'Reset <now>', storeId: 1,
    html: '<p>Hi <script>alert(1)</script></p>', text: 'Set a new password: /customer/account/createPassword?token=abc_DEF-1\n'
  });
  await queueMail(t.db, { to: 'other@example.ro', template: 'x', subject: 'Other', html: '<p>o</p>', text: 'o' });
}, 120_000);
afterAll(() => t.close());

test('the list shows the mails, newest first, escaped, and filters by recipient', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('Reset &lt;now&gt;');
  expect(res.body).not.toContain('Reset <now>');
  expect(res.body.indexOf('Other')).toBeLessThan(res.body.indexOf('Reset &lt;now&gt;'));
  const filtered = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=ion@example.ro' });
  expect(filtered.body).toContain('Reset &lt;now&gt;');
  expect(filtered.body).not.toContain('>Other<');
});

test('one mail: text with a clickable link, HTML source escaped; the raw HTML behind a strict CSP', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox/${mailId}` });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<a href="/customer/account/createPassword?token=abc_DEF-1">');
  expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(res.body).not.toContain('<script>');
  const raw = await t.app.inject({ method: 'GET', url: `/dev/outbox/${mailId}/html` });
  expect(raw.headers['content-security-policy']).toContain("default-src 'none'");
  expect(raw.headers['content-security-policy']).toContain('sandbox');
  expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/999999' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/abc' })).statusCode).toBe(404);
});

test('JSON for tests and browser journeys', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=ION@example.ro' });
  const body = res.json();
  expect(body.items).toHaveLength(1);
  expect(body.items[0]).toMatchObject({ id: mailId, to: 'ion@example.ro', subject: 'Reset <now>', template: 'customer_password_forgot_email_template' });
  expect(body.items[0].text).toContain('token=abc_DEF-1');
});

test('an odd ?to= (repeated, or with a character no address has) lists nothing rather than failing', async () => {
  for (const query of ['to=a%00b', 'to=a&to=b&limit=abc', 'to=%ED%A0%80', 'limit=-1&to[x]=1']) {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?${query}` });
    expect(res.statusCode).toBe(200);
    const html = await t.app.inject({ method: 'GET', url: `/dev/outbox?${query}` });
    expect(html.statusCode).toBe(200);
  }
});

test('enabled outside production only, unless forced', () => {
  const devOutbox = (env: Record<string, string>) => loadConfig(env, '/tmp').devOutbox;
  expect(devOutbox({ NODE_ENV: 'production' })).toBe(false);
  expect(devOutbox({ NODE_ENV: 'development' })).toBe(true);
  expect(devOutbox({ NODE_ENV: 'test' })).toBe(true);
  expect(devOutbox({ NODE_ENV: 'production', STOREFRONT_DEV_OUTBOX: '1' })).toBe(true);
  expect(devOutbox({ NODE_ENV: 'development', STOREFRONT_DEV_OUTBOX: '0' })).toBe(false);
  expect(() => devOutbox({ STOREFRONT_DEV_OUTBOX: 'yes' })).toThrow(ConfigError);
});

test('absent when the configuration turns it off (production)', async () => {
  const off = await createTestApp({ seed: false, config: { devOutbox: false } });
  try {
    const res = await off.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(res.headers['content-type']).not.toContain('application/json');
    expect(res.statusCode).not.toBe(200);
  } finally {
    await off.close();
  }
});
