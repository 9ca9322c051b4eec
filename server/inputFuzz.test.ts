/**
 * Hostile input, generated (fast-check): malformed GraphQL documents, variables of any shape with any
 * characters (U+0000 and lone surrogates included), and REST bodies and cart ids of any shape, against
 * the seeded store. No answer may be a 5xx or carry the `internal` category, and the store answers as
 * before afterwards. Bounded runs with a fixed seed (SEED below).
 */
import fc from 'fast-check';

import { createGuestCart } from '../test/helpers/sales';
import { createTestApp, type TestApp } from '../test/helpers/server';

/** The generator's seed: fixed in CI (a failure replays the same inputs); FUZZ_SEED=n explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 27);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  realCart = await createGuestCart(t.app);
}, 120_000);
afterAll(() => t.close());

/** Any UTF-16 code unit, so NUL, control characters and unpaired surrogates come up. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const hostileText = fc.oneof(anyText, fc.constantFrom('', ' ', '\u0000', '\ud800', 'a'.repeat(5000), '1', '{}', '[]', 'null', '__proto__', "' OR 1=1 --", '%00', '../../etc/passwd'));
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('email', 'sku', 'quantity', 'cart_id', 'name')), tie('value'), { maxKeys: 4 })
  )
})).value;

/** A real guest cart, so that generated calls also reach the cart's services, not only "not found". */
let realCart = '';
const cartId = fc.oneof(hostileText, fc.constant('').map(() => realCart));
const count = fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom(0, 2 ** 31, -(2 ** 31)));
const list = <T>(item: fc.Arbitrary<T>) => fc.array(item, { maxLength: 3 });

/**
 * Operations the storefront sends (and a few a bot would try), each with variables of the right shape
 * and hostile contents, so the calls get past GraphQL's own type checks to the services.
 */
const OPERATIONS: Array<[string, fc.Arbitrary<Record<string, unknown>>]> = [
  ['query($id: String!) { cart(cart_id: $id) { id total_quantity } }', fc.record({ id: cartId })],
  ['query($s: String, $p: Int, $c: Int) { products(search: $s, pageSize: $p, currentPage: $c) { total_count items { sku } } }', fc.record({ s: hostileText, p: count, c: count })],
  [
    'query($f: ProductAttributeFilterInput, $o: ProductAttributeSortInput) { products(filter: $f, sort: $o) { total_count } }',
    fc.record({
      f: fc.record({ sku: fc.record({ eq: hostileText }), category_uid: fc.record({ in: list(hostileText) }), name: fc.record({ match: hostileText }), url_key: fc.record({ eq: hostileText }) }, { requiredKeys: [] }),
      o: fc.record({ price: fc.constantFrom('ASC', 'DESC') }, { requiredKeys: [] })
    })
  ],
  ['mutation($i: ContactUsInput!) { contactUs(input: $i) { status } }', fc.record({ i: fc.record({ email: hostileText, name: hostileText, telephone: hostileText, comment: hostileText }) })],
  [
    'mutation($i: CreateProductReviewInput!) { createProductReview(input: $i) { review { nickname } } }',
    fc.record({ i: fc.record({ sku: hostileText, nickname: hostileText, summary: hostileText, text: hostileText, ratings: list(fc.record({ id: hostileText, value_id: hostileText })) }) })
  ],
  ['mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', fc.record({ e: hostileText, p: hostileText })],
  ['query($id: String) { country(id: $id) { id } }', fc.record({ id: hostileText })],
  ['query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }', fc.record({ ids: list(hostileText) })],
  ['query($u: String!) { customUrlRedirect(url: $u) { target_path } }', fc.record({ u: hostileText })],
  ['query($u: String!) { route(url: $u) { relative_url } }', fc.record({ u: hostileText })],
  ['query($r: String, $c: String) { parcelLockers(region_code: $r, city: $c) { code } }', fc.record({ r: hostileText, c: hostileText })],
  [
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }',
    fc.record({ id: cartId, items: list(fc.record({ sku: hostileText, quantity: fc.oneof(fc.double(), count), selected_options: list(hostileText) }, { requiredKeys: ['sku', 'quantity'] })) })
  ],
  ['mutation($i: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $i) { cart { email } } }', fc.record({ i: fc.record({ cart_id: cartId, email: hostileText }) })],
  ['mutation($i: ApplyCouponToCartInput) { applyCouponToCart(input: $i) { cart { id } } }', fc.record({ i: fc.record({ cart_id: cartId, coupon_code: hostileText }) })],
  ['mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', fc.record({ e: hostileText })],
  ['mutation($e: String!) { requestPasswordResetEmail(email: $e) }', fc.record({ e: hostileText })],
  ['query($id: Int, $t: String) { amBlogComments(postId: $id, type: $t) { items { name } } }', fc.record({ id: count, t: hostileText })],
  [
    'mutation($i: AmBlogLeaveCommentInput!) { amBlogLeaveComment(input: $i) { comment { status } } }',
    fc.record({ i: fc.record({ post_id: count, message: hostileText, name: hostileText, email: hostileText, reply_to: count }, { requiredKeys: ['post_id', 'message'] }) })
  ]
];
const QUERIES = OPERATIONS.map(([query]) => query);

/** Percent-encoded as a bot would send it: a lone surrogate as the bytes of its (invalid) UTF-8 form. */
function pathSegment(text: string): string {
  return [...text].map((char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

interface Answer {
  status: number;
  body: string;
}

function expectHandled(answer: Answer, what: unknown): void {
  if (answer.status >= 500 || answer.body.includes('"internal"')) {
    throw new Error(`${answer.status} ${answer.body.slice(0, 300)} for ${JSON.stringify(what).slice(0, 300)}`);
  }
}

async function graphql(body: unknown, store?: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(store ? { store } : {}) },
    payload: JSON.stringify(body)
  });
  return { status: response.statusCode, body: response.body };
}

describe('hostile input never gets a 5xx or an internal error', () => {
  it('GraphQL operations with variables of the right shape and hostile contents', async () => {
    const operation = fc.oneof(...OPERATIONS.map(([query, variables]) => variables.map((values) => ({ query, variables: values }))));
    await fc.assert(
      fc.asyncProperty(operation, fc.constantFrom(undefined, 'default', 'en_storeview'), async (body, store) => {
        expectHandled(await graphql(body, store), body);
      }),
      { numRuns: 500, seed: SEED }
    );
  }, 120_000);

  it('GraphQL operations with variables of any shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...QUERIES), fc.dictionary(fc.constantFrom('id', 's', 'p', 'c', 'f', 'o', 'i', 'e', 'ids', 'u', 'r', 'items', 't'), hostileValue, { maxKeys: 4 }), async (query, variables) => {
        expectHandled(await graphql({ query, variables }), { query, variables });
      }),
      { numRuns: 300, seed: SEED }
    );
  }, 120_000);

  it('GraphQL bodies that are not GraphQL: any query value, broken documents, odd variables', async () => {
    const brokenQuery = fc.constantFrom(...QUERIES).chain((query) =>
      fc.tuple(fc.nat({ max: query.length }), fc.nat({ max: 8 }), hostileText).map(([at, cut, insert]) => query.slice(0, at) + insert + query.slice(at + cut))
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileValue, brokenQuery), fc.oneof(hostileValue, fc.constant(undefined)), fc.oneof(hostileText, fc.constant(undefined)), async (query, variables, operationName) => {
        expectHandled(await graphql({ query, variables, operationName }), { query, variables, operationName });
      }),
      { numRuns: 400, seed: SEED }
    );
  }, 120_000);

  it('REST checkout calls with any cart id and body', async () => {
    const paths = ['shipping-information', 'payment-information'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.oneof(hostileText, fc.constant('mine')), hostileValue, async (call, cartId, body) => {
        const url = cartId === 'mine' ? `/rest/V1/carts/mine/${call}` : `/rest/V1/guest-carts/${pathSegment(cartId)}/${call}`;
        const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expectHandled({ status: response.statusCode, body: response.body }, { url, body });
        const card = await t.app.inject({ method: 'POST', url: '/rest/V1/sandbox-card/tokens', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        expectHandled({ status: card.statusCode, body: card.body }, { card: body });
      }),
      { numRuns: 300, seed: SEED }
    );
  }, 120_000);

  it('leaves the store healthy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const answer = await graphql({ query: '{ products(search: "proteina", pageSize: 2) { total_count } }' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.products.total_count).toBeGreaterThan(0);
  });
});
