/** robotsConfig and recaptchaV3Config, as Magento 2.4.7 with PWA Studio's module answers them. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, host: 'shop.example.ro', 'content-type': 'application/json' }, payload: { query } });
  return res.json();
}

test('robotsConfig: index and follow, and the robots.txt rules the store serves (without its sitemap line)', async () => {
  const { data, errors } = await gql('{ robotsConfig { defaultRobots customInstructions } }');
  expect(errors).toBeUndefined();
  expect(data.robotsConfig.defaultRobots).toBe('INDEX,FOLLOW');
  const robotsTxt = (await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example.ro' } })).body;
  expect(robotsTxt).toBe(`${data.robotsConfig.customInstructions.trimEnd()}\n\nSitemap: http://shop.example.ro/sitemap.xml\n`);
  expect(data.robotsConfig.customInstructions).toMatch(/^User-agent: \*/);
});

test('recaptchaV3Config: disabled as Magento answers an unconfigured reCAPTCHA, in every store view', async () => {
  const query = '{ recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code failure_message forms theme } }';
  for (const store of ['default', 'en_storeview']) {
    const { data, errors } = await gql(query, store);
    expect(errors).toBeUndefined();
    expect(data.recaptchaV3Config).toEqual({
      is_enabled: false, website_key: '', minimum_score: 0.5, badge_position: 'inline', language_code: '',
      failure_message: 'reCAPTCHA verification failed.', forms: [], theme: 'light'
    });
  }
});

test("Venia's reCAPTCHA query finds no key: its forms go without reCAPTCHA", async () => {
  const { data, errors } = await gql('query GetReCaptchaV3Config { recaptchaV3Config { website_key badge_position language_code forms } }');
  expect(errors).toBeUndefined();
  expect(data.recaptchaV3Config).toEqual({ website_key: '', badge_position: 'inline', language_code: '', forms: [] });
});
