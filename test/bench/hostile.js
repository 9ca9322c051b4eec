#!/usr/bin/env node
/**
 * A hostile-input run against the production build, over real HTTP: what a bot or a scanner sends to
 * a public storefront — GraphQL that is not GraphQL, U+0000 and lone surrogates, over-long strings,
 * wrong types, depth and complexity bombs, broken bodies and content types, odd headers, hostile REST
 * cart ids and bodies, odd page and media URLs, hostile but well-typed checkout and customer calls on
 * a real guest cart. Not a jest test: a check a developer runs before a release.
 *
 *   node test/bench/hostile.js [--requests 10000] [--seed N] [--concurrency 8] [--url http://host:port]
 *
 * Without --url it starts build/server/server.js (as test/bench/run.js does: PORT, HOST=127.0.0.1,
 * DATA_DIR a fresh temporary folder, so the demo store is seeded first, LOG_LEVEL=warn), waits for
 * /healthz and stops it at the end; the server's log is kept when something failed. With --url it
 * runs against that server (which then keeps the carts, reviews, comments and customers it made).
 *
 * The requests are spread evenly over the categories below, in an order shuffled by the seed; each
 * category draws its inputs from a PRNG of its own (the seed and the category's name), so a seed
 * replays the same inputs. Every answer is judged: its HTTP status; a GraphQL answer must carry no
 * error of category `internal` (or "Internal server error"); a REST 4xx must have Magento's
 * `{message}` shape; no request may take longer than 10 s or lose its connection. At the end: one
 * table (a row per category), examples of each failure, the slowest answers, a health check (/healthz
 * and a products query) and the server log's errors grouped by message. A server that stops answering
 * (48 requests in a row unanswered, or its process gone) ends the run early.
 * Exit code 1 on any 5xx, internal error, timeout, connection error, early stop or failed health check.
 * The default seed is fixed (20240611), so a failure replays; --seed explores other inputs.
 */
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { freePort } = require('./ports');

const root = path.resolve(__dirname, '../..');
// The store's own rules, from the server build the run starts: the seed's random numbers, the card check.
const { createRandom } = require(path.join(root, 'build', 'server', 'seed', 'catalog', 'generator.js'));
const { luhnValid } = require(path.join(root, 'build', 'server', 'services', 'payment.js'));
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const REQUESTS = Number(option('--requests', 10000));
const SEED = Number(option('--seed', 20240611)) >>> 0;
const CONCURRENCY = Math.max(1, Number(option('--concurrency', 8)));
const URL_OPTION = option('--url', null);
const TIMEOUT_MS = 10_000;
const EXAMPLES = 10;
/** Node's default limit for a request's head is 16 KiB: long URLs stay under it, with room for headers. */
const MAX_URL = 12_000;

if (!Number.isInteger(REQUESTS) || REQUESTS < 1) {
  console.error('--requests must be a positive whole number');
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------
// Seeded randomness: one small PRNG (mulberry32) per category
// ---------------------------------------------------------------------------------------------------

function hashText(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function makeRng(seed) {
  // The seed generator's mulberry32 (next, int, chance, pick), with what a hostile run also needs.
  const { next, int, chance, pick } = createRandom(seed);
  const rng = {
    next,
    int,
    chance,
    pick,
    /** A value from a list of [weight, value-or-function] pairs; functions are called. */
    weighted: (pairs) => {
      const total = pairs.reduce((sum, [w]) => sum + w, 0);
      let at = next() * total;
      for (const [w, value] of pairs) {
        at -= w;
        if (at < 0) return typeof value === 'function' ? value() : value;
      }
      const last = pairs[pairs.length - 1][1];
      return typeof last === 'function' ? last() : last;
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    }
  };
  return rng;
}

// ---------------------------------------------------------------------------------------------------
// Hostile texts
// ---------------------------------------------------------------------------------------------------

/** Texts a bot or a careless client sends: injections, markup, odd Unicode, near-limit lengths. */
const NASTY = [
  '', ' ', '   ', '\t', '\n', '\r\n\r\n', "' OR 1=1 --", "'; DROP TABLE quote; --", '" OR ""="', "admin'--", '\\', '\\\\', '%', '%%', '%00', '%s%s%s%n',
  '%ZZ', '_', '%_%', '*', '?', '{{7*7}}', '${7*7}', '#{7*7}', '<%= 7*7 %>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '../../etc/passwd', '..\\..\\windows\\win.ini', '/dev/null', 'file:///etc/passwd', 'http://169.254.169.254/latest/meta-data/', '__proto__', 'constructor',
  'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'null', 'undefined', 'NaN', 'Infinity', '-Infinity', '0', '-0', '-1', '1e309', '0x1F', '1_000',
  'true', 'false', '[]', '{}', '{"a":1}', '😀', '👨‍👩‍👧‍👦', '🏳️‍🌈', 'ăâîșț ĂÂÎȘȚ', 'şţŞŢ', 'Ω≈ç√∫˜µ≤', '\u202Egnp.exe', '\u200B\u200C\u200D', '\uFEFF',
  'ﷺ', 'Z̴̡̪͚̜̘̝ͤͤ̾̆a̸̲̦l̷go', '\u0085', '\u2028\u2029', 'ｆｕｌｌｗｉｄｔｈ', 'İstanbul', 'ß', 'ﬃ', 'Å', 'Å', '\u00A0', '\u3000', '\x7F', '\x01\x02\x03',
  '\x1B[31mred', '\b\f\v', '١٢٣٤', '𝟏𝟐𝟑', '\uFFFD', '\uFFFF', '\uFFFE', '𐀀', '\u{10FFFF}', 'a'.repeat(255), 'a'.repeat(256), 'ä'.repeat(256), 'a'.repeat(1025),
  'x'.repeat(9999), '😀'.repeat(5000), 'a b'.repeat(3333) + 'a', 'SELECT pg_sleep(10)', "1; SELECT pg_sleep(10)--", "'||(SELECT version())||'",
  '$where', '{"$gt": ""}', '${jndi:ldap://x/a}', '() { :; }; echo', '| ls', '`id`', '$(id)', '<!--', ']]>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'
];

const CHAR_RANGES = [
  [0x20, 0x7e], [0x20, 0x7e], [0x20, 0x7e], [0x01, 0x1f], [0x7f, 0xff], [0x100, 0x24f], [0x300, 0x36f], [0x400, 0x4ff], [0x590, 0x6ff],
  [0x2000, 0x206f], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xe000, 0xf8ff], [0xfff0, 0xfffd], [0x1f300, 0x1faff], [0x10000, 0x10ffff]
];

/** Random text of any Unicode, without U+0000 or half surrogates (those get through the boundary). */
function randomText(rng, maxLength = 40) {
  const length = rng.int(0, maxLength);
  let text = '';
  while (text.length < length) {
    const [lo, hi] = rng.pick(CHAR_RANGES);
    text += String.fromCodePoint(rng.int(lo, hi));
  }
  return text;
}

/** A hostile text that a well-typed input may still carry to the services. */
function hostileText(rng, maxLength = 40) {
  return rng.weighted([
    [5, () => rng.pick(NASTY)],
    [3, () => randomText(rng, maxLength)],
    [1, () => rng.pick(NASTY) + randomText(rng, 8)],
    [1, () => 'a'.repeat(rng.pick([254, 255, 256, 1024, 1025, 4096, 10000]))]
  ]);
}

/** A string that holds U+0000 or a lone surrogate somewhere. */
function unsafeText(rng, kind) {
  const bad = kind === 'nul'
    ? rng.pick(['\u0000', '\u0000\u0000', 'a\u0000b'])
    : rng.pick(['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800', 'a\uD83D', '\uDE00b', '\uD800\uD800\uD800']);
  const base = rng.chance(0.5) ? rng.pick(['proteina', 'test@example.com', 'GNC10', 'Ion', 'București', 'MTA=']) : randomText(rng, 12);
  const at = rng.int(0, base.length);
  return base.slice(0, at) + bad + base.slice(at);
}

function emailLike(rng) {
  return rng.weighted([
    [3, () => `bot${rng.int(0, 1e9)}@example.com`],
    [1, () => `Bot${rng.int(0, 99)}@EXAMPLE.COM`],
    [1, () => ` spaced${rng.int(0, 99)}@example.com `],
    [1, () => rng.pick(['a@b', '@', 'a@', '@b.ro', 'a@@b.ro', 'a@b..ro', 'a..b@c.ro', '.a@b.ro', 'a@-b.ro', '"q u o"@example.ro', 'a@[127.0.0.1]', 'x@localhost',
      'ăîșț@exemplu.ro', 'user@xn--exmple-cua.ro', 'a+tag@example.ro', 'a%b@c.ro', "o'brien@example.ie", 'a@b.c', 'test@example.com\n', 'test@example.com,x@y.z'])],
    [1, () => `${'a'.repeat(rng.pick([64, 65, 200, 255, 300]))}@example.com`],
    [1, () => `${hostileText(rng, 12)}@example.com`],
    [1, () => hostileText(rng, 30)]
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Encoding helpers: GraphQL literals, URLs as raw bytes, headers as Latin-1 byte strings
// ---------------------------------------------------------------------------------------------------

/** A GraphQL string literal of any text (JSON's escapes are GraphQL's, lone surrogates included). */
const gqlString = (text) => JSON.stringify(text);

/** Percent-encoding of any text; a lone surrogate as the three bytes of its (invalid) UTF-8 form. */
function percentEncode(text) {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

/** Text as the Latin-1 string of its UTF-8 bytes: how raw non-ASCII goes into a URL or a header. */
const rawBytes = (text) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * What Node's client lets through, as a bot's raw bytes would go: a request target of bytes 0x21 to
 * 0xFF (characters above as their UTF-8 bytes, spaces and controls percent-encoded), header values
 * without CR, LF, NUL or DEL (Node refuses to send those at all).
 */
function wirePath(text) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code > 0xff) out += rawBytes(char);
    else if (code <= 0x20) out += `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += char;
  }
  return out;
}

function wireHeader(value) {
  if (Array.isArray(value)) return value.map(wireHeader);
  // eslint-disable-next-line no-control-regex -- the characters Node refuses in a header
  return [...String(value)].map((char) => (char.codePointAt(0) > 0xff ? rawBytes(char) : char)).join('').replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '');
}

/** A query string from [name, value] pairs, values percent-encoded (names as given). */
const queryString = (pairs) => pairs.map(([name, value]) => (value === undefined ? name : `${name}=${percentEncode(String(value))}`)).join('&');

// ---------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------

const JSON_TYPE = { 'content-type': 'application/json' };

function gqlPost(body, headers = {}) {
  return { method: 'POST', path: '/graphql', headers: { ...JSON_TYPE, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), kind: 'graphql' };
}

function gqlGet(params, headers = {}) {
  const pairs = Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
  return { method: 'GET', path: `/graphql?${queryString(pairs)}`, headers, kind: 'graphql' };
}

/** A GraphQL request sent as a client would: POST JSON mostly, sometimes GET (queries), or application/graphql. */
function gqlAny(rng, query, variables, headers = {}) {
  const isMutation = /^\s*mutation\b/.test(query);
  const roll = rng.next();
  if (!isMutation && roll < 0.2) {
    const request = gqlGet({ query, variables }, headers);
    if (request.path.length <= MAX_URL) return request;
  }
  if (roll > 0.93 && variables === undefined) return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/graphql', ...headers }, body: query, kind: 'graphql' };
  return gqlPost(variables === undefined ? { query } : { query, variables }, headers);
}

function restPost(urlPath, body, headers = {}) {
  return { method: 'POST', path: urlPath, headers: { ...JSON_TYPE, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), kind: 'rest' };
}

// ---------------------------------------------------------------------------------------------------
// Operations of the schema (server/graphql/schema), with placeholders
//   S    a string literal (inline) — the hostile one or a plain one
//   CART a real guest cart's id, SKU a real product's SKU
// ---------------------------------------------------------------------------------------------------

const INLINE_OPERATIONS = [
  '{ cart(cart_id: S) { id total_quantity } }',
  '{ products(search: S, pageSize: 3) { total_count items { sku } } }',
  '{ products(filter: { sku: { eq: S } }) { total_count items { sku } } }',
  '{ products(filter: { sku: { in: [S, "x"] } }) { total_count } }',
  '{ products(filter: { category_uid: { eq: S } }) { total_count } }',
  '{ products(filter: { category_uid: { in: [S] } }, sort: { price: ASC }) { total_count } }',
  '{ products(filter: { category_url_path: { eq: S } }) { total_count } }',
  '{ products(filter: { name: { match: S } }) { total_count } }',
  '{ products(filter: { price: { from: S, to: "100" } }) { total_count } }',
  '{ products(filter: { brand: { eq: S }, aroma: { in: [S] } }) { total_count aggregations { attribute_code count } } }',
  '{ products(filter: { url_key: { eq: S } }) { items { sku name } } }',
  '{ products(search: S) { suggestions { search } total_count } }',
  '{ route(url: S) { relative_url redirect_code type } }',
  '{ urlResolver(url: S) { entity_uid relative_url type } }',
  '{ customUrlRedirect(url: S) { rourlredirect enurlredirect } }',
  '{ cmsPage(identifier: S) { title content } }',
  '{ cmsPages(url_key: S) { total_count items { title } } }',
  '{ cmsBlocks(identifiers: [S, "footer"]) { items { identifier content } } }',
  '{ country(id: S) { id full_name_locale available_regions { code } } }',
  '{ categoryList(filters: { url_path: { eq: S } }) { uid name } }',
  '{ categories(filters: { name: { match: S } }) { total_count items { uid } } }',
  '{ categories(filters: { url_key: { in: [S] } }) { total_count } }',
  '{ amBlogPostsSearch(query: S) { all_post_size items { post_id title } } }',
  '{ amBlogPost(urlKey: S) { post_id title } }',
  '{ amBlogCategory(urlKey: S) { category_id name } }',
  '{ amBlogAuthor(urlKey: S) { author_id name } }',
  '{ amBlogComments(postId: 1, type: S) { items { message } } }',
  '{ parcelLockers(region_code: S, city: S) { code name } }',
  '{ MpStoreLocatorLocations(filter: { city: { like: S } }) { total_count items { name } } }',
  '{ MpStoreLocatorLocations(filter: { name: { eq: S }, state_province: { in: [S] } }) { total_count } }',
  '{ MpStoreLocatorConfig(storeId: S) { zoom } }',
  '{ isEmailAvailable(email: S) { is_email_available } }',
  '{ guestOrderByToken(input: { token: S }) { number } }',
  'mutation { contactUs(input: { email: S, name: S, comment: S, telephone: S }) { status } }',
  'mutation { createProductReview(input: { sku: S, nickname: S, summary: S, text: S, ratings: [{ id: S, value_id: S }] }) { review { nickname } } }',
  'mutation { generateCustomerToken(email: S, password: S) { token } }',
  'mutation { requestPasswordResetEmail(email: S) }',
  'mutation { resetPassword(email: S, resetPasswordToken: S, newPassword: S) }',
  'mutation { subscribeEmailToNewsletter(email: S) { status } }',
  'mutation { addProductsToCart(cartId: CART, cartItems: [{ sku: S, quantity: 1 }]) { user_errors { code message } } }',
  'mutation { addProductsToCart(cartId: S, cartItems: [{ sku: SKU, quantity: 1 }]) { user_errors { code } } }',
  'mutation { setGuestEmailOnCart(input: { cart_id: CART, email: S }) { cart { email } } }',
  'mutation { applyCouponToCart(input: { cart_id: CART, coupon_code: S }) { cart { applied_coupons { code } } } }',
  'mutation { amBlogLeaveComment(input: { post_id: 1, message: S, name: S, email: S }) { comment { status } } }',
  'mutation { createGuestCart(input: { cart_uid: S }) { cart { id } } }',
  'mutation { createEmptyCart(input: { cart_id: S }) }',
  'mutation { mergeCarts(source_cart_id: S, destination_cart_id: S) { id } }',
  'mutation { setShippingAddressesOnCart(input: { cart_id: CART, shipping_addresses: [{ address: { firstname: S, lastname: S, street: [S], city: S, country_code: "RO", telephone: S, postcode: S } }] }) { cart { id } } }',
  'mutation { setBillingAddressOnCart(input: { cart_id: CART, billing_address: { address: { firstname: S, lastname: S, street: [S, S], city: S, region: S, country_code: S } } }) { cart { id } } }',
  'mutation { setShippingMethodsOnCart(input: { cart_id: CART, shipping_methods: [{ carrier_code: S, method_code: S }] }) { cart { id } } }',
  'mutation { setPaymentMethodOnCart(input: { cart_id: CART, payment_method: { code: S, sandboxcard: { payment_method_nonce: S } } }) { cart { id } } }',
  'mutation { placeOrder(input: { cart_id: S }) { errors { code message } } }',
  'mutation { reorderItems(orderNumber: S) { userInputErrors { message } } }',
  'mutation { deletePaymentToken(public_hash: S) { result } }',
  'mutation { addProductsToWishlist(wishlistId: S, wishlistItems: [{ sku: S, quantity: 1 }]) { user_errors { code } } }'
];

/** Fills an inline operation: `hostile` goes into one S (chosen at random), plain texts into the others. */
function fillInline(rng, env, template, hostileLiteral) {
  const count = template.split(/\bS\b/).length - 1;
  const chosen = rng.int(0, Math.max(0, count - 1));
  let index = -1;
  return template
    .replace(/\bCART\b/g, () => gqlString(env.cart(rng)))
    .replace(/\bSKU\b/g, () => gqlString(env.sku))
    .replace(/\bS\b/g, () => {
      index += 1;
      return index === chosen ? hostileLiteral : gqlString(rng.pick(['proteina', 'test@example.com', 'Ion Popescu', 'B', 'București', 'GNC10', 'MTA=']));
    });
}

/**
 * Operations with variables. `vars(s, env, rng)` builds the variables, calling s() for each string
 * field: a generator gives s() the hostile text for one call (at random) and plain texts for the rest.
 */
const VARIABLE_OPERATIONS = [
  { query: 'query Cart($id: String!) { cart(cart_id: $id) { id email total_quantity } }', vars: (s) => ({ id: s() }) },
  { query: 'query Search($s: String, $p: Int, $c: Int) { products(search: $s, pageSize: $p, currentPage: $c) { total_count items { sku } } }', vars: (s) => ({ s: s(), p: 3, c: 1 }) },
  { query: 'query Filter($f: ProductAttributeFilterInput, $o: ProductAttributeSortInput) { products(filter: $f, sort: $o, pageSize: 3) { total_count } }', vars: (s) => ({ f: { sku: { in: [s(), 'x'] }, name: { match: s() }, category_uid: { eq: s() } }, o: { name: 'ASC' } }) },
  { query: 'query Price($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }', vars: (s) => ({ f: { price: { from: s(), to: s() }, brand: { in: [s()] } } }) },
  { query: 'query Route($u: String!) { route(url: $u) { relative_url redirect_code type } }', vars: (s) => ({ u: s() }) },
  { query: 'query Resolver($u: String!) { urlResolver(url: $u) { entity_uid type } }', vars: (s) => ({ u: s() }) },
  { query: 'query Switch($u: String!) { customUrlRedirect(url: $u) { rourlredirect enurlredirect } }', vars: (s) => ({ u: s() }) },
  { query: 'query Page($id: String) { cmsPage(identifier: $id) { title content } }', vars: (s) => ({ id: s() }) },
  { query: 'query Blocks($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }', vars: (s) => ({ ids: [s(), s()] }) },
  { query: 'query Country($id: String) { country(id: $id) { id full_name_locale } }', vars: (s) => ({ id: s() }) },
  { query: 'query Categories($f: CategoryFilterInput) { categories(filters: $f) { total_count items { uid name } } }', vars: (s) => ({ f: { url_path: { eq: s() }, name: { match: s() } } }) },
  { query: 'query BlogSearch($q: String, $p: Int) { amBlogPostsSearch(query: $q, page: $p) { items { post_id } } }', vars: (s) => ({ q: s(), p: 1 }) },
  { query: 'query BlogPost($k: String) { amBlogPost(urlKey: $k) { post_id title } }', vars: (s) => ({ k: s() }) },
  { query: 'query Comments($id: Int, $t: String) { amBlogComments(postId: $id, type: $t) { items { name } } }', vars: (s) => ({ id: 1, t: s() }) },
  { query: 'query Lockers($r: String, $c: String) { parcelLockers(region_code: $r, city: $c) { code } }', vars: (s) => ({ r: s(), c: s() }) },
  { query: 'query Shops($f: MpStoreLocatorLocationsFilterInput) { MpStoreLocatorLocations(filter: $f) { total_count } }', vars: (s) => ({ f: { city: { like: s() }, name: { nin: [s()] } } }) },
  { query: 'query Email($e: String!) { isEmailAvailable(email: $e) { is_email_available } }', vars: (s) => ({ e: s() }) },
  { query: 'query ByToken($t: String!) { guestOrderByToken(input: { token: $t }) { number } }', vars: (s) => ({ t: s() }) },
  { query: 'mutation Contact($i: ContactUsInput!) { contactUs(input: $i) { status } }', vars: (s) => ({ i: { email: s(), name: s(), telephone: s(), comment: s() } }) },
  {
    query: 'mutation Review($i: CreateProductReviewInput!) { createProductReview(input: $i) { review { nickname } } }',
    vars: (s, env) => ({ i: { sku: env.sku, nickname: s(), summary: s(), text: s(), ratings: [{ id: s(), value_id: s() }] } })
  },
  { query: 'mutation SignIn($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', vars: (s) => ({ e: s(), p: s() }) },
  { query: 'mutation Reset($e: String!) { requestPasswordResetEmail(email: $e) }', vars: (s) => ({ e: s() }) },
  { query: 'mutation Newsletter($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', vars: (s) => ({ e: s() }) },
  {
    query: 'mutation Add($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }',
    vars: (s, env, rng) => ({ id: env.cart(rng), items: [{ sku: s(), quantity: 1, selected_options: [s()], entered_options: [{ uid: s(), value: s() }] }] })
  },
  { query: 'mutation Email($i: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $i) { cart { email } } }', vars: (s, env, rng) => ({ i: { cart_id: env.cart(rng), email: s() } }) },
  { query: 'mutation Coupon($i: ApplyCouponToCartInput) { applyCouponToCart(input: $i) { cart { id } } }', vars: (s, env, rng) => ({ i: { cart_id: env.cart(rng), coupon_code: s() } }) },
  { query: 'mutation Comment($i: AmBlogLeaveCommentInput!) { amBlogLeaveComment(input: $i) { comment { status } } }', vars: (s, env) => ({ i: { post_id: env.postId, message: s(), name: s(), email: s() } }) },
  {
    query: 'mutation Ship($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { shipping_addresses { city } } } }',
    vars: (s, env, rng) => ({
      i: { cart_id: env.cart(rng), shipping_addresses: [{ address: { firstname: s(), lastname: s(), street: [s(), s()], city: s(), region: s(), postcode: s(), country_code: 'RO', telephone: s(), vat_id: s() }, customer_notes: s() }] }
    })
  },
  {
    query: 'mutation Bill($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { billing_address { city } } } }',
    vars: (s, env, rng) => ({ i: { cart_id: env.cart(rng), billing_address: { address: { firstname: s(), lastname: s(), street: [s()], city: s(), country_code: s(), company: s() } } } })
  },
  {
    query: 'mutation Register($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
    vars: (s) => ({ i: { firstname: s(), lastname: s(), email: s(), password: s(), date_of_birth: s(), taxvat: s() } })
  },
  { query: 'mutation NewPassword($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }', vars: (s) => ({ e: s(), t: s(), p: s() }) },
  { query: 'mutation Pay($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { id } } }', vars: (s, env, rng) => ({ i: { cart_id: env.cart(rng), payment_method: { code: s(), sandboxcard: { payment_method_nonce: s() } } } }) }
];

/** The variables of an operation with `hostile` as one of its strings (chosen at random). */
function fillVariables(rng, env, operation, hostile) {
  let count = 0;
  operation.vars(() => {
    count += 1;
    return '';
  }, env, makeRng(1));
  const chosen = rng.int(0, Math.max(0, count - 1));
  let index = -1;
  return operation.vars(() => {
    index += 1;
    return index === chosen ? hostile : rng.pick(['proteina', 'test@example.com', 'Ion', 'B', 'RO', 'GNC10']);
  }, env, rng);
}

/** Operations whose Int arguments take paging values (cat. 7). */
const PAGING_OPERATIONS = [
  'query Q($p: Int, $c: Int) { products(search: "proteina", pageSize: $p, currentPage: $c) { total_count page_info { current_page total_pages } items { sku } } }',
  'query Q($p: Int, $c: Int, $u: String) { products(filter: { category_uid: { eq: $u } }, pageSize: $p, currentPage: $c, sort: { position: ASC }) { total_count items { sku } } }',
  'query Q($p: Int, $c: Int) { products(search: "proteina", pageSize: 2) { items { sku reviews(pageSize: $p, currentPage: $c) { items { nickname } page_info { total_pages } } } } }',
  'query Q($p: Int, $c: Int) { categoryList(pageSize: $p, currentPage: $c) { uid } }',
  'query Q($p: Int, $c: Int) { categories(pageSize: $p, currentPage: $c) { total_count items { uid } page_info { total_pages } } }',
  'query Q($p: Int, $c: Int) { cmsPages(pageSize: $p, currentPage: $c) { total_count items { title } } }',
  'query Q($p: Int, $c: Int) { recentProductReviews(pageSize: $p, currentPage: $c) { items { nickname } page_info { current_page } } }',
  'query Q($p: Int, $c: Int) { MpStoreLocatorLocations(pageSize: $p, currentPage: $c) { total_count items { name } } }',
  'query Q($p: Int, $c: Int) { amBlogPosts(type: ALL, page: $c, entityId: $p) { all_post_size items { post_id } } }',
  'query Q($p: Int, $c: Int) { amBlogPostsSearch(query: "a", page: $c) { all_post_size } amBlogTags(postId: $p) { items { name } } }',
  'query Q($p: Int, $c: Int) { amBlogPost(id: $p) { title } amBlogCategory(id: $c) { name } amBlogAuthor(id: $p) { name } amBlogChildCategories(id: $c) { items { name } } }',
  'query Q($p: Int, $c: Int) { amBlogComments(postId: $p) { items { name } } amBlogPostsByIds(ids: [$p, $c]) { items { post_id } } amBlogPostsByCategoryId(categoryId: [$c]) { items { post_id } } }',
  'query Q($p: Int, $c: Int) { cmsPage(id: $p) { title } category(id: $c) { uid name } }',
  'query Q($p: Int, $c: Int) { mpBannerSlider(banner_id: $p, slider_id: $c) { total_count items { name } } }',
  'query Q($p: Int, $c: Int, $id: String!) { cart(cart_id: $id) { itemsV2(pageSize: $p, currentPage: $c) { total_count items { uid } page_info { total_pages } } } }'
];

const VALID_EXTREME_INTS = [-2147483648, -2147483647, -1000, -1, 0, 1, 2, 1000, 99999, 1000000, 2147483646, 2147483647];
const WRONG_INTS = [2147483648, -2147483649, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 1.5, -0.5, 0.0000001, '12', '-1', 'abc', '', ' 1', '1e3', '0x10', true, false, [], [1], [[1]], {}, { a: 1 }, 'NaN', 'Infinity'];

// ---------------------------------------------------------------------------------------------------
// The categories
// ---------------------------------------------------------------------------------------------------

const REAL_DOCUMENTS = [
  '{ storeConfig { store_code store_name locale base_currency_code } }',
  'query ProductSearch($s: String) { products(search: $s, pageSize: 6) { total_count items { sku name url_key price_range { minimum_price { final_price { value currency } } } } } }',
  'query Menu { categoryList { uid name children { uid name url_path children { uid name } } } }',
  'query ResolveURL($url: String!) { route(url: $url) { relative_url redirect_code type ... on CmsPage { identifier } ... on CategoryInterface { uid } ... on ProductInterface { uid sku } } }',
  'mutation CreateCart { createGuestCart { cart { id } } }',
  'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
  'query CartDetails($cartId: String!) { cart(cart_id: $cartId) { id total_quantity prices { grand_total { value currency } } itemsV2 { items { uid quantity product { sku } } } } }',
  'fragment Price on ProductInterface { price_range { maximum_price { final_price { value } } } } query P { products(search: "whey") { items { ...Price sku } } }'
];

const SYNTAX_GARBAGE = [
  '', ' ', '\n\n', '{', '}', '{}', '{ }', '{{}}', 'query', 'query {', 'query Q(', 'query Q($', 'mutation', 'mutation {', 'subscription { cart }', 'fragment F on Query { storeConfig { id } }',
  '{ ...F }', '"""', '"unterminated', '{ products(search: "x) { total_count } }', '{ products(search: $) { total_count } }', '{ products(filter: { sku: { in: ["a", "b" } }) { total_count } }',
  '\uFEFF{ storeConfig { store_code } }', '#', '# only a comment', '{ storeConfig { store_code } } }', '{ storeConfig { store_code } } trailing', '{ storeConfig { id } } { storeConfig { id } }',
  'query A { storeConfig { id } } query A { storeConfig { id } }', '{ a: b: c }', '{ products(pageSize: 1e) { total_count } }', '{ products(pageSize: 0x10) { total_count } }',
  '{ products(pageSize: 01) { total_count } }', '{ products(pageSize: .5) { total_count } }', '{ products(search: "\\x41") { total_count } }', '{ products(search: "\\uZZZZ") { total_count } }',
  '{ products(search: "\\u{110000}") { total_count } }', '{ products(search: "\\") { total_count } }', 'query ($a: [[[[[String]]]]]) { storeConfig { id } }', '{ __schema { types { name fields { name } } } }',
  '{ __type(name: "Cart") { fields { name type { name } } } }', '{ __typename }', 'query { products @skip(if: ) { total_count } }', '{ products(search: "x") @include { total_count } }',
  '{ storeConfig { id ... } }', '{ storeConfig { ... on Nope { id } } }', '{ nope }', 'mutation { nope }', '{ cart }', '{ cart(cart_id: 1) { id } }', 'directive @x on FIELD', 'type Query { a: Int }',
  'schema { query: Query }', 'extend type Query { a: Int }', 'scalar X', '{ products(search: $undefined) { total_count } }', 'query ($x: Int = "a") { storeConfig { id } }', 'query ($x: Nope) { storeConfig { id } }',
  'query ($x: String!) { storeConfig { id } }', 'query ($x: String) { storeConfig { id } }', 'SELECT * FROM customer_entity;', '<?xml version="1.0"?><query/>', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n',
  '{ storeConfig { store_code @deprecated } }', '{ storeConfig(x: 1) { store_code } }', '{ storeConfig { store_code(x: 1) } }', '{ products { items { sku } } } # no args',
  'query Q { ...on Query { storeConfig { id } } }', '{ storeConfig { store_code } }\u0000', '{ storeConfig { store_code } }\uFFFF', '\u0000{ storeConfig { store_code } }',
  '{ products(search: "\u0001\u0002") { total_count } }', '{ products(search: """a\u0000b""") { total_count } }', 'query \u00e9 { storeConfig { id } }', 'query Q($\u00e9: String) { storeConfig { id } }',
  '{ products(filter: { sku: { eq: "a" }, sku: { eq: "b" } }) { total_count } }', '{ products(search: "a", search: "b") { total_count } }', '{ storeConfig { store_code store_code: store_name } }',
  '{ a: storeConfig { store_code } a: currency { base_currency_code } }', 'mutation { createGuestCart { cart { id } } } query { storeConfig { id } }', '{ products(pageSize: 99999999999999999999) { total_count } }'
];

function mutateDocument(rng, document) {
  const at = rng.int(0, document.length);
  const garbage = rng.pick(['{', '}', '(', ')', '[', ']', '"', '$', '@', '...', ':', '!', '=', '#', '\\', '\u0000', '\uFFFD', '\n', ' on ', ' fragment ', ' query ', '1e999', randomText(rng, 6)]);
  return rng.weighted([
    [3, () => document.slice(0, at)],
    [3, () => document.slice(0, at) + garbage + document.slice(at)],
    [2, () => document.slice(0, at) + document.slice(Math.min(document.length, at + rng.int(1, 12)))],
    [1, () => document.slice(0, at) + document.slice(at, at + rng.int(1, 30)).repeat(rng.int(2, 20)) + document.slice(at)],
    [1, () => document.replace(/[{}]/g, (c) => (rng.chance(0.3) ? (c === '{' ? '}' : '{') : c))],
    [1, () => document.split('').reverse().join('')]
  ]);
}

function syntaxTree(rng) {
  const field = (name, selections) => ({ kind: 'Field', name: { kind: 'Name', value: name }, ...(selections ? { selectionSet: { kind: 'SelectionSet', selections } } : {}) });
  return rng.pick([
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [field('storeConfig', [field('store_code')])] } }] },
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'mutation', selectionSet: { kind: 'SelectionSet', selections: [field('createGuestCart', [field('cart', [field('id')])])] } }] },
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [field('customer', [field('email')])] } }] },
    { kind: 'Document', definitions: [] },
    { kind: 'Document' },
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query' }] },
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field' }] } }] },
    { kind: 'Document', definitions: [{ kind: 'Nope' }] },
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [field('__proto__', [field('constructor')])] } }] },
    { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'F' } }] } }, { kind: 'FragmentDefinition', name: { kind: 'Name', value: 'F' }, typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Query' } }, selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'F' } }] } }] },
    { kind: 'Name', value: 'x' },
    { definitions: 'x' }
  ]);
}

function deepArray(depth, leaf = 1) {
  return '['.repeat(depth) + JSON.stringify(leaf) + ']'.repeat(depth);
}

function deepObject(depth, key = 'a') {
  return `{"${key}":`.repeat(depth) + '1' + '}'.repeat(depth);
}

const CATEGORIES = [];
const category = (name, generate, note) => CATEGORIES.push({ name, generate, note });

// 1. `query` that is JSON text
category('json-query', (rng) => {
  const jsonText = rng.weighted([
    [2, () => String(rng.pick([0, -0, 1, -1, 42, 3.14, 1e21, -2147483649, rng.int(-1e9, 1e9)]))],
    [1, () => rng.pick(['1e400', '-1e400', '0.0000000001', ' 42 ', '\n7\n', '1E2'])],
    [1, () => rng.pick(['true', 'false', 'null', '""', '"{ storeConfig { store_code } }"', '"\\u0000"'])],
    [2, () => rng.pick(['[]', '[1,2,3]', '["{ storeConfig { store_code } }"]', '[{"query":"{ storeConfig { store_code } }"}]', '[[[[]]]]', deepArray(rng.int(10, 300))])],
    [2, () => rng.pick(['{}', '{"query":"{ storeConfig { store_code } }"}', '{"a":{"b":{"c":[1,{"d":null}]}}}', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', deepObject(rng.int(10, 300))])],
    [3, () => JSON.stringify(syntaxTree(rng))],
    [1, () => `  ${JSON.stringify(syntaxTree(rng), null, 2)}  `]
  ]);
  const roll = rng.next();
  if (roll < 0.2 && jsonText.length < MAX_URL - 200) return gqlGet({ query: jsonText });
  if (roll < 0.3) return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/graphql' }, body: jsonText, kind: 'graphql' };
  return gqlPost(rng.chance(0.3) ? { query: jsonText, variables: { a: 1 }, operationName: rng.pick([undefined, 'Q']) } : { query: jsonText });
});

// 2. `query` that is not a string
category('nonstring-query', (rng) => {
  const value = rng.pick([0, 42, -1, 1.5, 1e308, true, false, null, {}, [], ['{ storeConfig { store_code } }'], [null], { query: '{ storeConfig { store_code } }' }, { 0: '{', length: 1 },
    { toString: '{ storeConfig { store_code } }' }, [[['{ storeConfig { store_code } }']]], syntaxTree(rng), syntaxTree(rng), { kind: 'Document', definitions: [] }]);
  return rng.weighted([
    [6, () => gqlPost({ query: value, ...(rng.chance(0.3) ? { variables: { x: 1 } } : {}) })],
    [1, () => gqlPost({ variables: { s: 'proteina' } })],
    [1, () => gqlPost(`{"query": "{ storeConfig { store_code } }", "query": ${JSON.stringify(value)}}`)],
    [1, () => ({ method: 'GET', path: `/graphql?${rng.pick(['query=%7B%20storeConfig%20%7B%20store_code%20%7D%20%7D&query=%7B%7D', 'query[]=%7B%7D&query[]=x', 'query[kind]=Document',
      'query[0]=%7B', 'query', 'query=', 'variables=%7B%7D', 'query=&query=', 'query[__proto__]=x', 'Query=%7B%20storeConfig%20%7B%20store_code%20%7D%20%7D'])}`, headers: {}, kind: 'graphql' })]
  ]);
});

// 3. Syntax garbage and truncated documents
category('syntax-garbage', (rng) => {
  const document = rng.weighted([
    [4, () => rng.pick(SYNTAX_GARBAGE)],
    [5, () => mutateDocument(rng, rng.pick(REAL_DOCUMENTS))],
    [1, () => randomText(rng, 200)],
    [1, () => Array.from({ length: rng.int(1, 200) }, () => rng.pick(['{', '}', '(', ')', 'query', 'a', ':', '$b', '"c"', '...', '@d', '[', ']', '!', '='])).join(rng.pick(['', ' ']))]
  ]);
  const roll = rng.next();
  if (roll < 0.15 && document.length < 4000) return gqlGet({ query: document, variables: rng.chance(0.5) ? { s: 'x' } : undefined });
  if (roll < 0.25) return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/graphql' }, body: document, kind: 'graphql' };
  return gqlPost({ query: document, variables: rng.chance(0.4) ? { s: 'proteina', url: 'x.html', cartId: 'x' } : undefined });
});

// 4. U+0000 in inline string arguments, across the schema's operations
category('nul-inline', (rng, env) => {
  const text = unsafeText(rng, 'nul');
  const literal = rng.weighted([
    [5, () => gqlString(text)],
    [1, () => `"${text.split('\u0000').join('\\u{0}')}"`],
    [1, () => `"${text.split('\u0000').join('\\u{00000000}')}"`],
    [1, () => `"${text.replace(/"/g, '')}"`],
    [1, () => `"""${text.replace(/"/g, '')}"""`],
    [1, () => `"${text.split('\u0000').join('\\\\u0000')}"`]
  ]);
  const template = rng.pick(INLINE_OPERATIONS);
  if (rng.chance(0.15)) {
    const operation = rng.pick(VARIABLE_OPERATIONS);
    return gqlAny(rng, operation.query, fillVariables(rng, env, operation, text));
  }
  return gqlAny(rng, fillInline(rng, env, template, literal));
});

// 5. Lone surrogates in variables
category('lone-surrogates', (rng, env) => {
  const operation = rng.pick(VARIABLE_OPERATIONS);
  const text = unsafeText(rng, 'surrogate');
  return rng.weighted([
    [6, () => gqlAny(rng, operation.query, fillVariables(rng, env, operation, text))],
    [1, () => {
      // The surrogate as a key of an input object.
      const variables = fillVariables(rng, env, operation, 'x');
      const first = Object.keys(variables)[0];
      const value = variables[first];
      variables[first] = value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [text]: 'x' } : { [text]: value };
      return gqlPost({ query: operation.query, variables });
    }],
    [1, () => {
      // Raw bytes that are not UTF-8 (a surrogate's CESU-8 form, an overlong NUL, 0xFF) in the JSON body.
      const bad = Buffer.from(rng.pick(['eda080', 'edbfbf', 'c080', 'ff', 'fe', 'f4908080', 'e282', 'c0af']), 'hex');
      const [head, tail] = JSON.stringify({ query: operation.query, variables: fillVariables(rng, env, operation, '@@HOLE@@') }).split('@@HOLE@@');
      return { method: 'POST', path: '/graphql', headers: JSON_TYPE, body: Buffer.concat([Buffer.from(head), bad, Buffer.from(tail ?? '')]), kind: 'graphql' };
    }],
    [1, () => gqlPost({ query: fillInline(rng, env, rng.pick(INLINE_OPERATIONS), `"${text.replace(/[\uD800-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`)}"`) })]
  ]);
});

// 6. Over-long strings (10,001 to 200,000 characters), in variables and inline
category('over-long', (rng, env) => {
  const length = rng.weighted([[1, 10000], [1, 10001], [4, () => rng.int(10002, 50000)], [2, () => rng.int(50001, 200000)]]);
  const unit = rng.pick(['a', 'a', 'ă', '😀', ' ', '\\', '"', 'ab', '%', '1', '<b>']);
  const long = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const operation = rng.pick(VARIABLE_OPERATIONS);
  return rng.weighted([
    [6, () => gqlPost({ query: operation.query, variables: fillVariables(rng, env, operation, long) })],
    [3, () => gqlPost({ query: fillInline(rng, env, rng.pick(INLINE_OPERATIONS), gqlString(long)) })],
    [1, () => gqlGet({ query: operation.query, variables: fillVariables(rng, env, operation, 'a'.repeat(rng.int(10001, 10400))) })],
    [1, () => gqlPost({ query: `{ products(search: "a") { total_count } } # ${long}` })]
  ]);
});

// 7. Wrong variable types: objects for strings, strings for Ints, huge and negative numbers
category('wrong-var-types', (rng, env) => {
  return rng.weighted([
    [4, () => {
      // Paging arguments with extreme (valid Int) values, which reach the resolvers and SQL.
      const query = rng.pick(PAGING_OPERATIONS);
      const value = () => (rng.chance(0.8) ? rng.pick(VALID_EXTREME_INTS) : rng.pick(WRONG_INTS));
      return gqlAny(rng, query, { p: value(), c: value(), ...(query.includes('$u') ? { u: env.categoryUid } : {}), ...(query.includes('$id') ? { id: env.cart(rng) } : {}) });
    }],
    [4, () => {
      // Any JSON type where the operation expects another.
      const operation = rng.pick(VARIABLE_OPERATIONS);
      const variables = fillVariables(rng, env, operation, 'x');
      const names = Object.keys(variables);
      const name = rng.pick(names);
      const wrong = rng.pick([123, -1, 1.5, 1e308, true, null, [], ['a'], [['a']], {}, { a: 'b' }, { eq: 'x' }, [{}], '1', 'true', { __proto__: null, x: 1 }]);
      if (rng.chance(0.5) || typeof variables[name] !== 'object' || variables[name] === null) {
        variables[name] = wrong;
      } else {
        const inner = Object.keys(variables[name]);
        if (inner.length) variables[name][rng.pick(inner)] = wrong;
      }
      if (rng.chance(0.1)) variables.unexpected = { deep: [1, 'two', { three: null }] };
      return gqlAny(rng, operation.query, variables);
    }],
    [2, () => gqlAny(rng, rng.pick([
      '{ products(search: "proteina", pageSize: "20") { total_count } }', '{ products(search: "proteina", pageSize: 1.5) { total_count } }',
      '{ products(search: "proteina", pageSize: 99999999999) { total_count } }', '{ products(search: "proteina", pageSize: -2147483648, currentPage: -2147483648) { total_count } }',
      '{ products(search: "proteina", pageSize: 2147483647, currentPage: 2147483647) { total_count items { sku } } }', '{ products(search: "proteina", pageSize: 0, currentPage: 0) { total_count items { sku } } }',
      '{ cart(cart_id: 123) { id } }', '{ products(search: ["a"]) { total_count } }', '{ products(filter: "x") { total_count } }', '{ products(filter: { sku: "x" }) { total_count } }',
      '{ products(filter: { nope: { eq: "x" } }) { total_count } }', '{ products(filter: { price: { from: 10, to: 5 } }) { total_count } }', '{ products(filter: { price: { from: "-1e308", to: "1e308" } }) { total_count } }',
      '{ products(filter: { price: { from: "abc", to: "NaN" } }) { total_count } }', '{ products(filter: { category_uid: { in: [] } }) { total_count } }', '{ products(filter: {}) { total_count } }',
      '{ amBlogPost(id: 2147483647) { title } }', '{ amBlogPosts(page: -2147483648) { all_post_size } }', '{ cmsPage(id: -1) { title } }', '{ category(id: 2147483647) { name } }',
      '{ recentProductReviews(pageSize: 2147483647, currentPage: 2147483647) { items { nickname } } }', '{ categories(pageSize: -1, currentPage: -1) { total_count } }',
      '{ MpStoreLocatorLocations(pageSize: 2147483647, currentPage: 2147483647) { total_count } }', '{ cmsPages(pageSize: 2147483647, currentPage: 2) { total_count } }',
      '{ availableStores(useCurrentGroup: "yes") { store_code } }', '{ amBlogPostsByIds(ids: ["1", 2]) { items { post_id } } }', '{ mpBannerSlider(banner_id: 1.0) { total_count } }'
    ]))],
    [2, () => {
      const id = env.cart(rng);
      const quantity = rng.pick([0, -1, -0.0001, 0.5, 1e-7, 1e9, 1e15, 1e308, 2 ** 31, 99999, '1', 'NaN', null, [1], {}]);
      return rng.chance(0.5)
        ? gqlPost({ query: 'mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } user_errors { code message } } }', variables: { id, items: [{ sku: env.sku, quantity }] } })
        : gqlPost({ query: 'mutation U($i: UpdateCartItemsInput) { updateCartItems(input: $i) { cart { total_quantity } errors { code } } }', variables: { i: { cart_id: id, cart_items: [{ cart_item_uid: env.itemUid(id, rng), quantity, cart_item_id: rng.pick([undefined, 2147483647, -1, 0]) }] } } });
    }]
  ]);
});

// 8. Unknown enum values, inline and as variables
category('unknown-enums', (rng, env) => {
  const bad = rng.pick(['UP', 'asc', 'Asc', 'ASC ', '', 'NOPE', '__proto__', 'constructor', 'toString', 'true', 'null', '1', 'ASC\u0000', 'ÄSC', 'A'.repeat(5000)]);
  return rng.weighted([
    [3, () => gqlPost({ query: 'query S($o: ProductAttributeSortInput) { products(search: "proteina", sort: $o, pageSize: 3) { total_count items { sku } } }', variables: { o: { [rng.pick(['price', 'name', 'position', 'relevance', 'nope'])]: rng.chance(0.85) ? bad : rng.pick([1, null, ['ASC'], { ASC: true }]) } } })],
    [2, () => gqlPost({ query: 'query B($t: AmBlogPageType) { amBlogPosts(type: $t, page: 1, entityId: 1) { all_post_size } }', variables: { t: rng.chance(0.8) ? bad : rng.pick(['ALL', 'TAG', 'CATEGORY', 'AUTHOR']) } })],
    [2, () => gqlPost({ query: 'mutation V($i: AmBlogLeaveVoteInput!) { amBlogLeaveVote(input: $i) { data { plus minus } } }', variables: { i: { post_id: rng.pick([env.postId, -1, 2147483647]), type: rng.chance(0.85) ? bad : rng.pick(['PLUS', 'MINUS', 'UPDATE']) } } })],
    [2, () => gqlPost({ query: 'query C($id: String!, $s: QuoteItemsSortInput) { cart(cart_id: $id) { itemsV2(sort: $s) { items { uid } } } }', variables: { id: env.cart(rng), s: { field: rng.chance(0.7) ? bad : 'SKU', order: rng.chance(0.5) ? bad : 'DESC' } } })],
    [1, () => gqlPost({ query: 'mutation A($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }', variables: { i: { firstname: 'A', lastname: 'B', street: ['x'], city: 'c', telephone: '1', country_code: rng.pick(['XX', 'ro', 'ROU', 'RO ', bad]) } } }, env.token ? { authorization: `Bearer ${env.token}` } : {})],
    [3, () => gqlAny(rng, rng.pick([
      `{ products(search: "proteina", sort: { price: ${rng.pick(['UP', 'asc', 'DESCENDING', 'null', '"ASC"', '1', 'true', '__proto__', 'ASC DESC', '[ASC]'])} }) { total_count } }`,
      `{ amBlogPosts(type: ${rng.pick(['NOPE', 'all', '"ALL"', 'null', '1', 'CATEGORY_'])}) { all_post_size } }`,
      `mutation { amBlogLeaveVote(input: { post_id: ${env.postId}, type: ${rng.pick(['LIKE', 'plus', '"PLUS"', 'null', 'PLUS_ONE'])} }) { data { plus } } }`,
      `query ($t: AmBlogPageType = ${rng.pick(['NOPE', '"ALL"', '1'])}) { amBlogPosts(type: $t) { all_post_size } }`,
      `{ products(search: ${rng.pick(['ASC', 'DESC', 'NOPE'])}) { total_count } }`,
      `{ storeConfig { store_code @include(if: ${rng.pick(['TRUE', 'yes', '"true"', '1', 'null'])}) } }`,
      `{ products(search: "proteina") { aggregations(filter: { category: { includeDirectChildrenOnly: ${rng.pick(['YES', '"true"', '1', 'null'])} } }) { attribute_code } } }`
    ]))]
  ]);
});

// 9. Depth, aliases, fragments: the complexity and depth limits, and the parser's own limits
category('depth-complexity', (rng) => {
  return rng.weighted([
    [2, () => {
      const depth = rng.int(15, 60);
      return gqlPost({ query: `{ categoryList { uid ${'children { uid '.repeat(depth)}${'}'.repeat(depth)} } }` });
    }],
    [1, () => {
      // Nesting the parser walks recursively.
      const depth = rng.weighted([[3, () => rng.int(100, 2000)], [1, () => rng.int(2000, 12000)]]);
      return gqlPost({ query: rng.pick([
        `{ ${'a { '.repeat(depth)}b${' }'.repeat(depth)} }`,
        `{ products(search: ${deepArray(depth, 'x')}) { total_count } }`,
        `{ products(filter: ${'{ sku: '.repeat(depth)}"x"${' }'.repeat(depth)}) { total_count } }`,
        `{ storeConfig { ${'... on Query { '.repeat(depth)}store_code${' }'.repeat(depth)} } }`
      ]) });
    }],
    [1, () => {
      // Deeply nested JSON in the variables.
      const depth = rng.weighted([[3, () => rng.int(100, 3000)], [1, () => rng.int(3000, 30000)]]);
      const nested = rng.chance(0.5) ? deepArray(depth, 'x') : deepObject(depth, rng.pick(['a', 'eq', 'sku']));
      return gqlPost(`{"query":"query S($s: String, $f: ProductAttributeFilterInput) { products(search: $s, filter: $f) { total_count } }","variables":{"${rng.pick(['s', 'f', 'other'])}":${nested}}}`);
    }],
    [2, () => {
      const count = rng.weighted([[2, () => rng.int(50, 300)], [2, () => rng.int(301, 3000)]]);
      const field = rng.pick(['__typename', 'storeConfig { store_code }', 'currency { base_currency_code }', 'countries { id }', 'cmsBlocks(identifiers: ["x"]) { items { identifier } }']);
      return gqlPost({ query: `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }` });
    }],
    [1, () => {
      // Few enough aliases to pass the complexity limit, each a product search: expensive but allowed.
      const count = rng.int(10, 60);
      return gqlPost({ query: `{ ${Array.from({ length: count }, (_, i) => `s${i}: products(search: "${rng.pick(['protein', 'whey', 'vitamina', 'omega', 'creatina', 'x'])}${i}", pageSize: 2) { total_count }`).join(' ')} }` });
    }],
    [2, () => {
      const count = rng.int(10, 2500);
      const fragments = Array.from({ length: count }, (_, i) => `fragment F${i} on Query { storeConfig { store_code } }`).join('\n');
      return gqlPost({ query: `query { ${Array.from({ length: count }, (_, i) => `...F${i}`).join(' ')} }\n${fragments}` });
    }],
    [2, () => {
      // Each fragment spreads the next one twice: the expanded document doubles with every level.
      const levels = rng.chance(0.04) ? 25 : rng.int(4, 20);
      let document = 'query { ...F0 }\n';
      for (let i = 0; i < levels; i += 1) document += `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }\n`;
      document += `fragment F${levels} on Query { ${rng.pick(['storeConfig { store_code }', '__typename', 'currency { base_currency_code }'])} }`;
      return gqlPost({ query: document });
    }],
    [1, () => {
      const length = rng.int(2, 600);
      let document = 'query { ...F0 }\n';
      for (let i = 0; i < length; i += 1) document += `fragment F${i} on Query { ...F${rng.chance(0.1) ? rng.int(0, i) : i + 1} }\n`;
      document += `fragment F${length} on Query { storeConfig { store_code } }`;
      return gqlPost({ query: document });
    }],
    [1, () => gqlPost({ query: `{ storeConfig { store_code ${'@include(if: true) '.repeat(rng.int(2, 3000))} } }` })],
    [1, () => gqlPost({ query: `{ ${Array.from({ length: rng.int(300, 5000) }, (_, i) => `s${i}: storeConfig @skip(if: true) { store_code }`).join(' ')} __typename }` })],
    [1, () => gqlPost({ query: '{ __schema { types { name fields { name args { name type { name ofType { name ofType { name ofType { name } } } } } type { name ofType { name ofType { name ofType { name } } } } } } } }' })],
    [1, () => {
      const count = rng.int(10, 3000);
      return gqlPost({ query: Array.from({ length: count }, (_, i) => `query Q${i} { storeConfig { store_code } }`).join('\n'), operationName: `Q${rng.int(0, count + 5)}` });
    }],
    [1, () => gqlPost({ query: rng.pick([
      `{ cmsBlocks(identifiers: [${Array.from({ length: rng.int(100, 8000) }, (_, i) => `"b${i}"`).join(',')}]) { items { identifier } } }`,
      `{ amBlogPostsByIds(ids: [${Array.from({ length: rng.int(100, 8000) }, (_, i) => i).join(',')}]) { items { post_id } } }`,
      `{ products(filter: { sku: { in: [${Array.from({ length: rng.int(100, 5000) }, (_, i) => `"SKU-${i}"`).join(',')}] } }) { total_count } }`,
      `query (${Array.from({ length: rng.int(100, 3000) }, (_, i) => `$v${i}: String`).join(', ')}) { storeConfig { store_code } }`,
      `{ products(search: "a", ${Array.from({ length: rng.int(2, 500) }, () => 'pageSize: 1').join(', ')}) { total_count } }`
    ]) })]
  ]);
});

// 10. Batched bodies and unknown operationName
category('batch-opname', (rng) => {
  const one = () => ({ query: rng.pick(['{ storeConfig { store_code } }', 'query A { __typename }', 'mutation { createGuestCart { cart { id } } }', '{ products(search: "whey", pageSize: 1) { total_count } }']) });
  const twoOperations = 'query A { storeConfig { store_code } } query B { currency { base_currency_code } } mutation C { createGuestCart { cart { id } } } fragment D on Query { __typename }';
  return rng.weighted([
    [3, () => gqlPost(Array.from({ length: rng.pick([0, 1, 2, 3, 10, 50, 200]) }, one))],
    [1, () => gqlPost(rng.pick([[1, 2], [null], [[one()]], [{}], [{ query: 42 }], ['{ storeConfig { store_code } }'], [one(), 'x', null, 3], [{ query: '{ __typename }', variables: [] }]]))],
    [4, () => gqlPost({ query: twoOperations, operationName: rng.pick(['Z', '', null, 42, {}, ['A'], 'A\u0000', 'a', 'D', 'C ', 'x'.repeat(rng.int(100, 20000)), '__proto__', 'constructor', '\uD800', undefined]) })],
    [1, () => gqlPost({ query: '{ storeConfig { store_code } } { currency { base_currency_code } }', operationName: rng.pick([undefined, 'A', null]) })],
    [1, () => gqlGet({ query: twoOperations, operationName: rng.pick(['Z', 'C', '', 'D', '%ZZ', 'A B']) })],
    [1, () => ({ method: 'GET', path: `/graphql?query=${percentEncode(twoOperations)}&${rng.pick(['operationName=A&operationName=B', 'operationName[]=A', 'operationName[x]=B', 'operationName', 'operationName=%ZZ'])}`, headers: {}, kind: 'graphql' })]
  ]);
});

// 11. Malformed JSON, wrong content types, empty and oversized bodies
category('bad-body-ctype', (rng, env) => {
  const validBody = JSON.stringify({ query: '{ storeConfig { store_code } }' });
  const restTarget = rng.chance(0.25);
  const target = restTarget ? rng.pick([`/rest/V1/guest-carts/${env.cart(rng)}/shipping-information`, `/rest/V1/guest-carts/${env.cart(rng)}/payment-information`, '/rest/V1/sandbox-card/tokens']) : '/graphql';
  const kind = restTarget ? 'rest' : 'graphql';
  const malformed = rng.pick([
    '{', '{"query":', '{"query": "{ storeConfig { store_code } }",}', "{'query': '{ storeConfig { store_code } }'}", 'NaN', '{"query": "\\x"}', `\uFEFF${validBody}`, `${validBody}${validBody}`,
    ' ', '', '\u0000', validBody.slice(0, -1), '1', 'true', 'null', '"str"', '[]', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}', `{"a":1,"__proto__":[]}`,
    `{"query":"{ storeConfig { store_code } }","variables":{"__proto__":{"admin":true}}}`, `1${'0'.repeat(5000)}`, '{"query": 1e999999}', `{"query":"x"${' '.repeat(50000)}}`, '{"a":"\\ud800"}',
    '{"query": "{ storeConfig { store_code } }", "variables": "{\\"a\\":1}"}', '{"query": "{ storeConfig { store_code } }", "variables": "not json"}', '{"query": "{ storeConfig { store_code } }", "variables": 5}',
    '\t\n{"query":"{ storeConfig { store_code } }"}\n\t', '{"query":"{ storeConfig { store_code } }"}garbage', '{"query":"{ storeConfig { store_code } }"} // comment', '/* c */ {"query":"{ __typename }"}'
  ]);
  return rng.weighted([
    [5, () => ({ method: 'POST', path: target, headers: JSON_TYPE, body: malformed, kind })],
    [4, () => ({
      method: 'POST', path: target, kind,
      headers: { 'content-type': rng.pick(['text/plain', 'text/plain; charset=utf-8', 'application/graphql', 'application/graphql+json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
        'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/JSON', 'application/json;;;', 'Application/Json ', '*/*', 'application/json, text/plain',
        'application/jsonx', 'json', ';', 'a'.repeat(1000), 'text/html', 'application/octet-stream', 'application/vnd.api+json', 'application/json; charset="utf-8"; boundary=x']) },
      body: rng.pick([validBody, malformed, `query=${encodeURIComponent('{ storeConfig { store_code } }')}`, '{ storeConfig { store_code } }', '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--', '<query>{ __typename }</query>', Buffer.from(validBody, 'utf16le')])
    })],
    [1, () => ({ method: 'POST', path: target, headers: {}, body: rng.pick([validBody, '', malformed]), kind })],
    [1, () => ({ method: 'POST', path: target, headers: JSON_TYPE, body: '', kind })],
    [1, () => ({ method: 'POST', path: target, headers: JSON_TYPE, body: JSON.stringify({ query: `{ products(search: "${'a'.repeat(rng.pick([1_100_000, 2_000_000]))}") { total_count } }` }), kind })],
    [1, () => ({ method: rng.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']), path: target, headers: JSON_TYPE, body: validBody, kind })]
  ]);
});

// 12. GET /graphql with bad query strings
category('get-bad-qs', (rng) => {
  const query = percentEncode(rng.pick(['{ storeConfig { store_code } }', 'query S($s: String) { products(search: $s, pageSize: 2) { total_count } }', 'query R($url: String!) { route(url: $url) { relative_url } }']));
  const badVariables = rng.pick(['%7B', '%7B%22s%22%3A', 'null', '%5B%5D', '%22str%22', '1', 'true', '%7B%22s%22%3A1%7D', '%7B%22s%22%3A%7B%7D%7D', '%ZZ', '%', '%E0%A4%A', '%C0%AF', '%00', '%FF%FE',
    '%7B%22s%22%3A%22%00%22%7D', '%7B%22s%22%3A%22%5Cu0000%22%7D', '%7B%22s%22%3A%22%5CuD800%22%7D', '%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D', '%7B%22url%22%3A%22%ED%A0%80%22%7D', '{"s":"a"}', '{s:a}',
    '%7B%22s%22%3A%22a%22%7D%7B%7D', 'undefined', encodeURIComponent(JSON.stringify({ s: 'a'.repeat(rng.int(9000, 10500)) })), encodeURIComponent(deepArray(rng.int(10, 2000)))]);
  const path = rng.weighted([
    [5, () => `/graphql?query=${query}&variables=${badVariables}`],
    [2, () => `/graphql?query=${rng.pick(['%ZZ', '%', '%7B%20storeConfig%20%7B%20store_code%20%7D%20%7D%ZZ', '%E0%A4%A', '%C0%AF', '%00', '%7B%00%7D', '%FF', '%ED%A0%80', '+', '%2B', '%7B+storeConfig+%7B+store_code+%7D+%7D', '{ storeConfig { store_code } }'])}`],
    [1, () => `/graphql?${rng.pick(['', '?', '&', '&&&', '=', '==', 'query', 'query=', '=query', 'variables=%7B%7D', '&query=%7B__typename%7D&', 'query=%7B__typename%7D#fragment', 'query=%7B__typename%7D;a=b'])}`],
    [1, () => `/graphql?query=${query}&variables=%7B%7D&extensions=${rng.pick(['%7B', '%7B%22persistedQuery%22%3A%7B%22version%22%3A1%2C%22sha256Hash%22%3A%22abc%22%7D%7D', 'x', '%00'])}`],
    [1, () => `/graphql?query=${percentEncode('mutation { createGuestCart { cart { id } } }')}`],
    [1, () => `/graphql?query=${query}&${Array.from({ length: rng.int(10, 800) }, (_, i) => `p${i}=${i}`).join('&')}`],
    [1, () => `/graphql/${rng.pick(['', 'x', '..', '%00', '%ZZ', 'graphql'])}?query=${query}`],
    [1, () => `/GRAPHQL?query=${query}`],
    [1, () => `/graphql?query=${query}&variables=${rawBytes(rng.pick(['{"s":"ă"}', '{"s":"😀"}', '{"s":"\u00ff"}']))}`]
  ]);
  return { method: rng.chance(0.05) ? 'HEAD' : 'GET', path: path.slice(0, MAX_URL), headers: {}, kind: 'graphql' };
});

// 13. Headers: Store, Content-Currency, Authorization, X-Magento-Cache-Id, cookies, proxies
category('headers', (rng, env) => {
  const header = () => rng.weighted([
    [3, () => ({ store: rng.pick(['nope', 'DEFAULT', 'Default ', ' en_storeview', 'en_storeview\t', 'all', 'admin', '0', '1', '-1', 'ro', 'en', '__proto__', 'constructor', 'toString', "default' OR '1'='1", 'default%00',
      rawBytes('ăîș'), rawBytes('😀'), '\u00ff\u00fe', 'x'.repeat(rng.pick([64, 65, 255, 1000, 8000])), 'default, en_storeview', 'en_storeview;', '*', '%ZZ']) })],
    [2, () => ({ 'content-currency': rng.pick(['XXX', 'usd', 'EUR', 'RON ', 'ron', '€', rawBytes('лей'), '1', 'x'.repeat(5000), 'USD,EUR', '__proto__', 'BTC', 'RON\t']) })],
    [4, () => ({ authorization: rng.pick(['Bearer', 'Bearer ', 'Bearer  ', 'Bearer a b', `Bearer ${'x'.repeat(rng.pick([100, 1000, 8000]))}`, 'Basic Zm9vOmJhcg==', `Bearer ${rawBytes('ăîșț😀')}`, 'Bearer \u00e9\u00ff',
      'bearer 0123456789abcdef0123456789abcdef', 'BEARER x', 'Bearer null', 'Bearer undefined', 'Bearer ../../etc/passwd', 'Bearer %00', "Bearer ' OR 1=1 --", 'Token abc', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEsInV0eXBpZCI6M30.sig', `Bearer ${env.token ? `${env.token}x` : 'abc'}`, `Bearer ${env.token ? env.token.toUpperCase() : 'ABC'}`, `Bearer ${env.token ? env.token.slice(0, -1) : 'ab'}`,
      'Negotiate YII=', 'Bearer\u00a0x', ',', 'Bearer x, Bearer y']) })],
    [2, () => ({ 'x-magento-cache-id': rng.pick(['x', '', ' ', 'a'.repeat(64), 'z'.repeat(8000), '../', rawBytes('ă'), '%00', '0'.repeat(64), '__proto__']) })],
    [1, () => ({ cookie: rng.pick([`gnc_guest_orders=${'a'.repeat(32)}.${'b'.repeat(32)}`, `gnc_guest_orders=${'.'.repeat(5000)}`, 'gnc_guest_orders=%00', 'a=b; '.repeat(1000), '=;=;=', rawBytes('ă=ș'), `gnc_guest_orders=${env.cart(rng)}`]) })],
    [1, () => ({ 'x-forwarded-for': rng.pick(['garbage', '1.2.3.4, ::1', 'x'.repeat(5000), '999.999.999.999', '::ffff:127.0.0.1', ', , ,', '127.0.0.1'.repeat(100), rawBytes('ăîș')]), 'x-forwarded-proto': rng.pick(['https', 'gopher', 'x'.repeat(1000), 'https, http']), 'x-forwarded-host': rng.pick(['evil.example', 'a'.repeat(2000), '[::1]:99999']) })],
    [1, () => ({ 'accept-encoding': rng.pick(['br;q=abc, gzip;q=-1, *;q=NaN', 'identity;q=0', 'x'.repeat(2000), 'gzip, gzip, gzip', '*', 'deflate', 'br;q=1.5']), accept: rng.pick(['*/*', 'garbage', 'application/json;q=x']) })],
    [1, () => ({ 'if-none-match': rng.pick(['*', 'W/"x"', '"'.repeat(1000), 'x, y, z']), 'if-modified-since': rng.pick(['garbage', 'Mon, 01 Jan 3000 00:00:00 GMT']) })]
  ]);
  const headers = Object.assign({}, header(), rng.chance(0.3) ? header() : {});
  return rng.weighted([
    [4, () => gqlAny(rng, rng.pick(['{ storeConfig { store_code locale } currency { default_display_currency_code } }', 'query P($s: String) { products(search: $s, pageSize: 2) { items { sku price_range { minimum_price { final_price { value currency } } } } } }', '{ customer { email } }', '{ customerCart { id } }', '{ customerPaymentTokens { items { public_hash } } }']), rng.chance(0.5) ? { s: 'proteina' } : undefined, headers)],
    [2, () => gqlPost({ query: 'query C($id: String!) { cart(cart_id: $id) { id prices { grand_total { value currency } } } }', variables: { id: env.cart(rng) } }, headers)],
    [1, () => gqlPost({ query: 'mutation { createGuestCart { cart { id } } }' }, headers)],
    [1, () => gqlPost({ query: 'mutation S($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', variables: { e: emailLike(rng), p: 'wrong-password-1A' } }, headers)],
    [1, () => restPost(`/rest/V1/carts/mine/${rng.pick(['shipping-information', 'payment-information'])}`, { addressInformation: {} }, headers)],
    [1, () => restPost(`/rest/V1/guest-carts/${env.cart(rng)}/shipping-information`, { addressInformation: {} }, headers)],
    [1, () => ({ method: 'GET', path: rng.pick(['/', '/en', '/search.html?query=proteina', '/media/does-not-exist.jpg', '/datalayer/index/cookieContent', '/storefront/config.json']), headers, kind: 'page' })]
  ]);
});

// 14. REST guest-cart ids that are not cart ids
category('rest-cart-id', (rng, env) => {
  const id = rng.weighted([
    [3, () => rng.pick(['%00', 'a%00b', `${env.cart(rng)}%00`, '%ZZ', '%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', `${env.cart(rng)}%ED%B0%80`, '..', '%2e%2e', '%2F', 'a%2Fb', '%20', '%09', '+', 'mine', 'Mine', 'null', 'undefined',
      '0', '-1', '1e10', '%7B%7D', '__proto__', 'constructor', '%5B%5D', "'%20OR%201=1--", '*', '%25', '~', '%FF%FE'])],
    [2, () => percentEncode(unsafeText(rng, rng.pick(['nul', 'surrogate'])))],
    [2, () => percentEncode(randomText(rng, 40))],
    [1, () => rawBytes(rng.pick(['ăîșț', '😀', 'caf\u00e9', '\u00ff']))],
    [2, () => rng.pick(['a', '%41', 'ă', '😀']).repeat(rng.pick([33, 64, 65, 99, 100, 101, 1000, 10000]))],
    [1, () => env.cart(rng).toUpperCase()],
    [1, () => `${env.cart(rng)}/..`],
    [1, () => `${env.cart(rng).slice(0, 31)}`]
  ]);
  const endpoint = rng.pick(['shipping-information', 'payment-information', 'shipping-information', 'payment-information', 'totals', 'items', '']);
  const body = endpoint === 'payment-information'
    ? { email: 'bot@example.com', paymentMethod: { method: 'checkmo' } }
    : { addressInformation: { shipping_address: validRestAddress(), shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' } };
  const urlPath = `/rest/V1/guest-carts/${id}/${endpoint}`.slice(0, MAX_URL);
  const method = rng.chance(0.9) ? 'POST' : rng.pick(['GET', 'PUT', 'DELETE']);
  return { method, path: urlPath, headers: JSON_TYPE, body: method === 'GET' ? undefined : JSON.stringify(body), kind: 'rest' };
});

function validRestAddress() {
  return { firstname: 'Ion', lastname: 'Popescu', street: ['Strada Exemplu 1'], city: 'Cluj-Napoca', region: 'Cluj', region_id: null, region_code: 'CJ', postcode: '400001', country_id: 'RO', telephone: '0712345678', email: 'bot@example.com' };
}

/** Wrong-typed values for the fields of schemas.ts (any JSON type, nested, over the length limits). */
function wrongValue(rng) {
  return rng.pick([123, -1, 0, 1.5, 1e308, -1e308, true, false, null, '', ' ', 'a'.repeat(256), 'a'.repeat(1025), [], ['a'], [['a']], [1, 2, 3, 4, 5], {}, { a: 1 }, [{}], { 0: 'a' }, '1', 'true', 'null',
    hostileText(rng, 20), { $gt: '' }, { __proto__: null, toString: 'x' }, [null], ['a', 'b', 'c', 'd', 'e'], [123], [{ a: [1, { b: [] }] }]]);
}

function setPath(target, pathParts, value) {
  let at = target;
  for (let i = 0; i < pathParts.length - 1; i += 1) {
    if (at[pathParts[i]] === null || typeof at[pathParts[i]] !== 'object') at[pathParts[i]] = {};
    at = at[pathParts[i]];
  }
  at[pathParts[pathParts.length - 1]] = value;
}

const ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'street', 'city', 'region', 'region_id', 'region_code', 'postcode', 'country_id', 'telephone', 'email', 'vat_id', 'customer_address_id', 'extension_attributes',
  'extension_attributes.pickup_location_code', 'extension_attributes.parcel_locker_code'];
const SHIPPING_FIELDS = ['addressInformation', 'addressInformation.shipping_address', 'addressInformation.billing_address', 'addressInformation.shipping_carrier_code', 'addressInformation.shipping_method_code',
  ...ADDRESS_FIELDS.map((f) => `addressInformation.shipping_address.${f}`), ...ADDRESS_FIELDS.map((f) => `addressInformation.billing_address.${f}`)];
const PAYMENT_FIELDS = ['cartId', 'email', 'billingAddress', 'paymentMethod', 'paymentMethod.method', 'paymentMethod.additional_data', 'paymentMethod.additional_data.payment_method_nonce',
  'paymentMethod.additional_data.is_active_payment_token_enabler', 'paymentMethod.additional_data.public_hash', ...ADDRESS_FIELDS.map((f) => `billingAddress.${f}`)];

/** An own enumerable key `__proto__` (JSON.stringify writes it), or `constructor.prototype`. */
function withPollution(rng, target) {
  const spot = rng.chance(0.5) || !target || typeof target !== 'object' ? target : Object.values(target).find((v) => v && typeof v === 'object' && !Array.isArray(v)) ?? target;
  if (!spot || typeof spot !== 'object') return target;
  if (rng.chance(0.6)) Object.defineProperty(spot, '__proto__', { value: { polluted: true, email: 'x@y.z' }, enumerable: true, configurable: true, writable: true });
  else spot.constructor = { prototype: { polluted: true } };
  return target;
}

// 15. REST bodies with wrong types in every field of shipping-information and payment-information
category('rest-body-types', (rng, env) => {
  const mine = env.token && rng.chance(0.1);
  const cartPart = mine ? 'carts/mine' : `guest-carts/${rng.chance(0.8) ? env.cart(rng) : 'a'.repeat(32)}`;
  const shipping = rng.chance(0.5);
  const body = shipping
    ? { addressInformation: { shipping_address: validRestAddress(), billing_address: rng.chance(0.3) ? validRestAddress() : null, shipping_carrier_code: rng.pick(['fancourier', 'easybox', 'instore']), shipping_method_code: rng.pick(['standard', 'locker', 'pickup', 'sameday']) } }
    : { cartId: env.cart(rng), email: 'bot@example.com', billingAddress: validRestAddress(), paymentMethod: { method: rng.pick(['cashondelivery', 'banktransfer', 'sandboxcard', 'checkmo']), additional_data: { payment_method_nonce: 'x' } } };
  const fields = shipping ? SHIPPING_FIELDS : PAYMENT_FIELDS;
  let payload = body;
  rng.weighted([
    [6, () => {
      for (let n = rng.int(1, 3); n > 0; n -= 1) setPath(body, rng.pick(fields).split('.'), wrongValue(rng));
    }],
    [2, () => withPollution(rng, body)],
    [1, () => setPath(body, rng.pick(fields).split('.'), JSON.parse(deepArray(rng.int(10, 200), 'x')))],
    [1, () => {
      payload = rng.pick([[], [body], 'x', 42, null, true, {}, { addressInformation: null }, { paymentMethod: [] }]);
    }]
  ]);
  let text = JSON.stringify(payload);
  if (rng.chance(0.04)) {
    // Nesting deep enough to test the recursion of whatever walks the body.
    const depth = rng.int(2000, 30000);
    text = text.replace(/^\{/, `{"deep":${rng.chance(0.5) ? deepArray(depth, 'x') : deepObject(depth)},`);
  }
  const headers = mine ? { authorization: `Bearer ${env.token}` } : {};
  return { ...restPost(`/rest/V1/${cartPart}/${shipping ? 'shipping-information' : 'payment-information'}`, text, headers), placesOrder: !shipping };
});


// 16. Sandbox card tokens with bad cards
category('sandbox-card', (rng) => {
  const cardNumber = () => rng.pick(['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '4111111111111112', '0000000000000000', '', ' ', '4', '41111111111111111111111111111111', '411111111111111111111111111111111',
    'abcdabcdabcdabcd', '٤١١١١١١١١١١١١١١١', '４１１１１１１１１１１１１１１１', 4111111111111111, 0, -4111111111111111, 1e308, 2 ** 64, 5555555555554444, '5555555555554444', '378282246310005', '6011111111111117',
    '4000000000000002', '4111111111111111\n', '%00', '<script>', null, true, [], ['4111111111111111'], {}, { number: '4111' }, (() => {
      let digits = String(rng.int(400000, 499999)) + String(rng.int(0, 999999999)).padStart(9, '0');
      for (let d = 0; d < 10; d += 1) if (luhnValid(digits + d)) return digits + d;
      digits += '0';
      return digits;
    })()]);
  const month = () => rng.pick(['12', '01', '1', '0', '13', '-1', '00', 'ab', '', 12, 0, 13, -1, 2 ** 53, 1e308, 1.5, '1.5', null, true, [], {}, ' 1', '١٢']);
  const year = () => rng.pick(['2030', '30', '2020', '1900', '99999', '0', '-2030', '', 2030, 30, 0, 99999, 2 ** 31, 1e308, 20.3, null, false, [2030], {}, 'x'.repeat(33), '2030\u0000']);
  const cvc = () => rng.pick(['123', '1234', '12', '12345', '', 'abc', 123, 0, -1, 1e308, null, true, [], {}, '١٢٣', '000']);
  const body = { number: cardNumber(), exp_month: month(), exp_year: year(), cvc: cvc() };
  for (const key of Object.keys(body)) if (rng.chance(0.1)) delete body[key];
  if (rng.chance(0.1)) Object.assign(body, { extra: 'x', nested: { a: [1] } });
  const urlPath = rng.pick(['/rest/V1/sandbox-card/tokens', '/rest/V1/sandbox-card/tokens', '/rest/default/V1/sandbox-card/tokens', '/rest/en_storeview/V1/sandbox-card/tokens', '/rest/all/V1/sandbox-card/tokens']);
  return rng.weighted([
    [9, () => restPost(urlPath, body)],
    [1, () => restPost(urlPath, rng.pick(['[]', 'null', '"4111111111111111"', '4111111111111111', JSON.stringify([body]), JSON.stringify({ number: { number: body.number } }), deepObject(rng.int(10, 5000), 'number')]))]
  ]);
});

// 17. REST store code prefixes
category('rest-store-code', (rng, env) => {
  const code = rng.pick(['nope', 'DEFAULT', 'default', 'en_storeview', 'all', 'admin', 'V1', '', '%00', 'a%00', '%ZZ', '%', '%E0%A4%A', '..', '%2e%2e', '%2F', 'a%2Fb', '__proto__', 'constructor', 'toString',
    'hasOwnProperty', percentEncode('ăîșț'), rawBytes('ăîșț'), percentEncode('😀'), '%ED%A0%80', 'a'.repeat(64), 'a'.repeat(65), 'a'.repeat(100), 'a'.repeat(101), 'a'.repeat(3000), "'%20OR%201=1--", '0', '-1', '*', '%20',
    'default%20', 'rest', 'V2', 'V1%00']);
  const rest = rng.pick([`guest-carts/${env.cart(rng)}/shipping-information`, `guest-carts/${env.cart(rng)}/payment-information`, 'carts/mine/shipping-information', 'carts/mine/payment-information', 'sandbox-card/tokens',
    `guest-carts/${env.cart(rng)}/totals`, 'store/storeConfigs', 'products?searchCriteria=x']);
  const body = rest.startsWith('sandbox')
    ? { number: '4111111111111111', exp_month: '12', exp_year: '2030', cvc: '123' }
    : rest.includes('payment') ? { email: 'bot@example.com', paymentMethod: { method: 'nope' } } : { addressInformation: { shipping_address: validRestAddress() } };
  const headers = rng.chance(0.2) ? { store: rng.pick(['nope', 'en_storeview', 'x'.repeat(500)]) } : {};
  if (rest.startsWith('carts/mine') && env.token && rng.chance(0.5)) headers.authorization = `Bearer ${env.token}`;
  const urlPath = rng.chance(0.9) ? `/rest/${code}/V1/${rest}` : rng.pick([`/rest/${code}/${rest}`, `/rest/${code}/V1/${code}/${rest}`, `/rest/${code}`, `/rest/${code}/V1`, `/rest//V1/${rest}`, `/REST/${code}/V1/${rest}`]);
  return { method: rng.chance(0.92) ? 'POST' : rng.pick(['GET', 'PUT', 'DELETE']), path: urlPath.slice(0, MAX_URL), headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body), kind: 'rest' };
});

// 18. Pages of the SPA and static files: odd encodings, dot segments, NUL, long URLs
category('spa-paths', (rng, env) => {
  const page = rng.pick(env.pages);
  const urlPath = rng.weighted([
    [4, () => rng.pick(['/%ZZ', '/%', '/%E0%A4%A', '/%C0%AF', '/%ED%A0%80.html', '/%00', '/a%00b.html', `${page}%00`, `${page}%00.js`, '/..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '/static/../../package.json',
      '/static/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/.env', '/.git/config', '/.git/HEAD', '/index.html/..', '//evil.example', '/\\evil.example', '/%5c%5cevil',
      '/static/js/main.js%00', '/sw.js?x=%ZZ', '/manifest.webmanifest/..', '/index.html.br', '/index.html.gz', '/static/', '/static', '/en/', '/en//', '/en/%ZZ', '/en/..', '/en/../../', '/~root', '/wp-admin/', '/wp-login.php',
      '/admin', '/phpmyadmin/', '/server-status', '/.well-known/security.txt', '/robots.txt', '/sitemap.xml', '/favicon.ico', '/api/v1/users', '/graphiql', '/cgi-bin/test.cgi', '/etc/passwd', '/index.php?route=x',
      '/%2e', '/.', '/..', '/%u002e%u002e/', '/search.html?query=%ZZ', '/search.html?query=%00', '/search.html?query[]=1&query[x]=2', `/search.html?query=${'a'.repeat(rng.int(1000, 8000))}`,
      '/en/search.html?query=%ED%A0%80', '/search.html?query=proteina&page=-1', '/search.html?query=a&page=99999999999999999999', '/search.html?price=a_b&brand[]=x', '/?___store=garbage', '/?___from_store=%00'])],
    [2, () => rng.pick([`${page.toUpperCase()}`, `${page}/`, `${page}.html`, `${page}?page=-1`, `${page}?page=abc&sort=%00`, `${page}?${'a=1&'.repeat(rng.int(10, 1000))}`, `/en${page}`, `/en/en${page}`, `${page}#frag`, `${page}/..`, `${page}%2F..`,
      `${page.replace('.html', '.HTML')}`, `${page.replace('.html', '')}`, `${page}.br`, `${page}.json`, `${page};jsessionid=x`])],
    [2, () => `/${percentEncode(hostileText(rng, 30))}${rng.pick(['.html', '', '/', '.html%00', '.php'])}`],
    [1, () => `/${rawBytes(rng.pick(['ăîșț', 'produs-nou-ă', '😀', 'caf\u00e9', '\u00ff\u00fe']))}${rng.pick(['.html', ''])}`],
    [1, () => `/${percentEncode(rng.pick(['proteină', 'protéine', '蛋白质', 'بروتين', 'белок']))}.html`],
    [1, () => `/${'a'.repeat(rng.int(1000, MAX_URL - 100))}${rng.pick(['.html', ''])}`],
    [1, () => `/${Array.from({ length: rng.int(50, 1500) }, () => rng.pick(['a', '..', '.', '%2e%2e', ''])).join('/')}`]
  ]);
  const method = rng.weighted([[16, 'GET'], [2, 'HEAD'], [1, () => rng.pick(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])]]);
  const headers = rng.chance(0.3) ? { 'accept-encoding': rng.pick(['br', 'gzip', 'br, gzip', 'identity', 'garbage', '*']), ...(rng.chance(0.3) ? { 'accept-language': rng.pick(['ro', 'en-US,en;q=0.9', 'x'.repeat(500)]) } : {}) } : {};
  return { method, path: urlPath.slice(0, MAX_URL), headers, kind: 'page' };
});

// 19. /media: resize parameters and paths
category('media', (rng, env) => {
  const image = rng.pick(env.mediaPaths);
  const paramPairs = () => {
    // Each parameter valid, absent or garbage, so a garbage value is often the only fault of a request.
    const params = {
      width: [['100', '300', '40'], ['0', '-1', 'abc', '1.5', '1e3', '', ' 100', '100px', '0x10', '٣٠٠', '99999999999999999999999', '2561', '１００', '100%00', 'NaN', '+100', '00100', '1'.repeat(400)]],
      height: [['', '120', '200'], ['0', '-5', 'x', '1e2', '2561', '99999999', '10.0']],
      quality: [['80', '1', '100'], ['0', '101', '-1', 'abc', '50.5', '99999999999999999999']],
      fit: [['cover', 'crop', 'bounds', 'inside', 'contain'], ['CROP ', 'nope', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'fill']],
      format: [['jpg', 'webp', 'png', 'pjpg', 'JPEG'], ['gif', 'svg', 'avif', 'jpg ', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'tiff', 'heic']],
      auto: [['webp', 'WEBP'], ['avif', 'true', '__proto__', 'constructor']]
    };
    const pairs = [];
    const faulty = new Set(Array.from({ length: rng.int(1, 2) }, () => rng.pick(Object.keys(params))));
    for (const [name, [valid, garbage]] of Object.entries(params)) {
      if (faulty.has(name)) pairs.push([name, rng.pick(garbage)]);
      else if (rng.chance(name === 'width' ? 0.8 : 0.35)) pairs.push([name, rng.pick(valid)]);
    }
    if (rng.chance(0.15)) pairs.push([rng.pick(['width[]', 'width[x]', 'width', 'height[]', 'format[]', '__proto__', 'constructor[prototype][x]']), rng.pick(['1', '100', 'x'])]);
    return rng.shuffle(pairs);
  };
  const validResize = () => queryString([['width', rng.pick(['40', '80', '120', '240'])], ['height', rng.pick(['', '60', '120'])], ['quality', rng.pick(['60', '85'])], ['fit', rng.pick(['cover', 'bounds'])], ['format', rng.pick(['jpg', 'webp', 'png', 'pjpg'])]]);
  const urlPath = rng.weighted([
    [6, () => `${image}?${queryString(paramPairs())}`],
    [1, () => `${image}?${validResize()}`],
    [1, () => `${image}?${rng.pick(['width=%ZZ', 'width=%00', 'width=1&width=2&width=3', `width=${'9'.repeat(5000)}`, '%ZZ=1', 'width', '&&&', 'width=100&width=', 'quality=%ED%A0%80', `${'x=1&'.repeat(500)}width=100`])}`],
    [3, () => rng.pick([`${image}%00`, `${image}%00.jpg`, '/media/%00', '/media/%ZZ', '/media/%', '/media/..%2f..%2fetc%2fpasswd', '/media/catalog/../../package.json', '/media/catalog/%2e%2e/%2e%2e/package.json', '/media/cache/x.jpg', '/media/cache',
      '/media/.env', '/media/.hidden/x.jpg', '/media/catalog/product/', '/media/catalog', '/media/', '/media', '/media//catalog', `/media/${'a/'.repeat(rng.int(10, 4000))}x.jpg`, `${image.replace(/\.\w+$/, '.JPG')}`,
      `${image}.svg`, `${image}/extra`, `${image.replace(/\//g, '%2F')}`, `/media/catalog%2Fproduct%2F${image.split('/').pop()}`, `/media/${percentEncode('ăîș')}.jpg`, `/media/${rawBytes('ăîș')}.jpg`, '/media/%ED%A0%80.jpg',
      `/media/catalog/product/${'x'.repeat(300)}.jpg`, '/media/catalog/product/nope.jpg?width=100', '/media/\\..\\..\\etc\\passwd', '/media/catalog/product/x.ico?width=10', '/media/catalog/product/x.txt?width=10'])]
  ]);
  const method = rng.weighted([[12, 'GET'], [2, 'HEAD'], [1, () => rng.pick(['POST', 'DELETE', 'PUT'])]]);
  const headers = {};
  if (rng.chance(0.3)) headers.accept = rng.pick(['image/webp', 'image/avif,image/webp,*/*', 'garbage', 'image/webp;q=0', 'x'.repeat(2000)]);
  if (rng.chance(0.15)) headers['if-none-match'] = rng.pick(['*', '"x"', 'W/"abc"', '"'.repeat(200), ',,,,']);
  return { method, path: urlPath.slice(0, MAX_URL), headers, kind: 'media' };
});

// 20. Checkout mutations with hostile but well-typed input, against real guest carts
const CART_FIELDS = 'id email total_quantity prices { grand_total { value currency } discounts { label amount { value } } applied_taxes { label } } '
  + 'shipping_addresses { firstname city region { code } country { code } available_shipping_methods { carrier_code method_code amount { value } } selected_shipping_method { carrier_code method_code } } '
  + 'billing_address { firstname city } selected_payment_method { code } available_payment_methods { code } applied_coupons { code } itemsV2 { items { uid quantity prices { row_total { value } } } }';

function hostileAddress(rng) {
  const text = (max) => (rng.chance(0.6) ? hostileText(rng, max) : rng.pick(['Ion', 'Popescu', 'Strada Lungă 1', 'Cluj-Napoca', 'Cluj']));
  const address = {
    firstname: text(30), lastname: text(30), street: Array.from({ length: rng.pick([0, 1, 2, 3, 4, 5, 20]) }, () => text(40)), city: text(30), country_code: rng.pick(['RO', 'RO', 'ro', 'XX', '', 'ROU', 'US', 'MD', hostileText(rng, 4)]),
    telephone: rng.pick(['0712345678', '+40712345678', '', '0', '(+40) 712-345-678', hostileText(rng, 20)]), postcode: rng.pick(['400001', '', '0', 'ABC 123', '1'.repeat(300), hostileText(rng, 10)])
  };
  if (rng.chance(0.5)) address.region = text(20);
  if (rng.chance(0.4)) address.region_id = rng.pick([0, -1, 1, 12, 999999, 2147483647, -2147483648]);
  if (rng.chance(0.3)) address.company = text(30);
  if (rng.chance(0.3)) address.vat_id = text(20);
  if (rng.chance(0.2)) address.save_in_address_book = rng.chance(0.5);
  if (rng.chance(0.2)) Object.assign(address, { middlename: text(10), prefix: text(5), suffix: text(5), fax: text(10) });
  return address;
}

category('cart-mutations', (rng, env) => {
  const cartId = rng.chance(0.9) ? env.cart(rng) : rng.pick([env.cart(rng).toUpperCase(), 'a'.repeat(32), '', ' ', hostileText(rng, 40)]);
  const store = rng.chance(0.2) ? { store: rng.pick(['default', 'en_storeview']) } : {};
  const mutation = (query, variables) => ({ ...gqlPost({ query, variables }, store), cartId });
  return rng.weighted([
    [3, () => mutation(`mutation S($i: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $i) { cart { ${CART_FIELDS} } } }`, {
      i: { cart_id: cartId, shipping_addresses: Array.from({ length: rng.pick([0, 1, 1, 1, 2, 30]) }, () => {
        const entry = {};
        if (rng.chance(0.9)) entry.address = hostileAddress(rng);
        if (rng.chance(0.15)) entry.customer_address_id = rng.pick([1, -1, 0, 2147483647]);
        if (rng.chance(0.2)) entry.pickup_location_code = rng.pick(['1', '0', '-1', 'x', hostileText(rng, 20)]);
        if (rng.chance(0.2)) entry.parcel_locker_code = rng.pick(['EBX001', 'x', '', hostileText(rng, 20)]);
        if (rng.chance(0.2)) entry.customer_notes = hostileText(rng, 200);
        return entry;
      }) }
    })],
    [2, () => mutation(`mutation B($i: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $i) { cart { ${CART_FIELDS} } } }`, {
      i: { cart_id: cartId, billing_address: Object.assign(rng.chance(0.8) ? { address: hostileAddress(rng) } : {}, rng.chance(0.3) ? { same_as_shipping: rng.chance(0.5) } : {}, rng.chance(0.2) ? { use_for_shipping: rng.chance(0.5) } : {}, rng.chance(0.1) ? { customer_address_id: rng.pick([1, -1]) } : {}) }
    })],
    [2, () => mutation('mutation E($i: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $i) { cart { email } } }', { i: { cart_id: cartId, email: emailLike(rng) } })],
    [2, () => mutation(`mutation C($i: ApplyCouponToCartInput) { applyCouponToCart(input: $i) { cart { ${CART_FIELDS} } } }`, { i: { cart_id: cartId, coupon_code: rng.pick(['GNC10', 'gnc10', ' GNC10 ', 'BUN20', 'VARA2023', 'GNC10GNC10', '', '%', '_', "GNC10' --", hostileText(rng, 30)]) } })],
    [1, () => mutation('mutation R($i: RemoveCouponFromCartInput) { removeCouponFromCart(input: $i) { cart { applied_coupons { code } prices { grand_total { value } } } } }', { i: { cart_id: cartId } })],
    [2, () => mutation(`mutation U($i: UpdateCartItemsInput) { updateCartItems(input: $i) { cart { ${CART_FIELDS} } errors { code message } } }`, {
      i: { cart_id: cartId, cart_items: Array.from({ length: rng.pick([0, 1, 1, 2, 10]) }, () => ({
        ...(rng.chance(0.8) ? { cart_item_uid: rng.chance(0.6) ? env.itemUid(cartId, rng) : rng.pick(['', 'MQ==', 'x', '-1', 'OTk5OTk5OTk5', hostileText(rng, 20)]) } : { cart_item_id: rng.pick([0, -1, 1, 2147483647]) }),
        ...(rng.chance(0.9) ? { quantity: rng.pick([0, 1, 2, 3, -1, 0.5, 1.000001, 1e-9, 100, 9999, 1e6, 1e15, 1e308, 2147483647.5]) } : {}),
        ...(rng.chance(0.1) ? { customizable_options: [{ uid: hostileText(rng, 10), value_string: hostileText(rng, 40) }] } : {})
      })) }
    })],
    [1, () => mutation(`mutation D($i: RemoveItemFromCartInput) { removeItemFromCart(input: $i) { cart { ${CART_FIELDS} } } }`, {
      i: { cart_id: cartId, ...(rng.chance(0.7) ? { cart_item_uid: rng.chance(0.3) ? env.itemUid(cartId, rng) : rng.pick(['', 'x', 'MA==', hostileText(rng, 20)]) } : { cart_item_id: rng.pick([0, -1, 2147483647]) }) }
    })],
    [3, () => mutation(`mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`, {
      id: cartId, items: Array.from({ length: rng.pick([0, 1, 1, 1, 2, 25]) }, () => ({
        sku: rng.chance(0.7) ? rng.pick(env.skus) : rng.pick([env.sku.toLowerCase(), ` ${env.sku} `, `${env.sku}%`, '%', '_', hostileText(rng, 20)]),
        quantity: rng.pick([1, 1, 2, 0, -1, 0.5, 1e-9, 1e9, 1e308, 3.7]),
        ...(rng.chance(0.2) ? { parent_sku: rng.pick([env.sku, hostileText(rng, 20)]) } : {}),
        ...(rng.chance(0.2) ? { selected_options: Array.from({ length: rng.int(0, 5) }, () => rng.pick(['Y29uZmlndXJhYmxlLzEvMQ==', 'x', '', '////', hostileText(rng, 10)])) } : {}),
        ...(rng.chance(0.1) ? { entered_options: [{ uid: hostileText(rng, 10), value: hostileText(rng, 100) }] } : {})
      }))
    })],
    [2, () => mutation(`mutation M($i: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $i) { cart { ${CART_FIELDS} } } }`, {
      i: { cart_id: cartId, shipping_methods: Array.from({ length: rng.pick([0, 1, 1, 2]) }, () => rng.chance(0.5)
        ? rng.pick([{ carrier_code: 'fancourier', method_code: 'standard' }, { carrier_code: 'fancourier', method_code: 'sameday' }, { carrier_code: 'easybox', method_code: 'locker' }, { carrier_code: 'instore', method_code: 'pickup' }])
        : { carrier_code: rng.pick(['fancourier', 'FANCOURIER', 'flatrate', '', hostileText(rng, 15)]), method_code: rng.pick(['standard', 'flatrate', '', hostileText(rng, 15)]) }) }
    })],
    [2, () => mutation(`mutation P($i: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $i) { cart { ${CART_FIELDS} } } }`, {
      i: { cart_id: cartId, payment_method: Object.assign(
        { code: rng.pick(['cashondelivery', 'banktransfer', 'sandboxcard', 'sandboxcard_cc_vault', 'checkmo', 'free', '', 'CASHONDELIVERY', hostileText(rng, 20)]) },
        rng.chance(0.4) ? { sandboxcard: { payment_method_nonce: rng.pick(['', 'x', 'fake-valid-nonce', hostileText(rng, 40)]), ...(rng.chance(0.5) ? { is_active_payment_token_enabler: rng.chance(0.5) } : {}) } } : {},
        rng.chance(0.2) ? { sandboxcard_cc_vault: { public_hash: rng.pick(['', 'x', hostileText(rng, 40)]) } } : {},
        rng.chance(0.2) ? { purchase_order_number: hostileText(rng, 40) } : {})
      }
    })],
    [1, () => ({ ...mutation('mutation O($i: PlaceOrderInput) { placeOrder(input: $i) { orderV2 { number total { grand_total { value } } } errors { code message } } }', { i: { cart_id: cartId } }), placesOrder: true })],
    [2, () => ({ ...gqlAny(rng, `query C($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id: cartId }, store), cartId })]
  ]);
});

// 21. Customer mutations with hostile input (rate limits answer some of them, which is fine)
category('customer-mutations', (rng, env) => {
  const password = () => rng.pick(['', 'a', 'password', 'Password1', 'Pa55word!', 'Hostile-Pass-1', 'ăîșțĂÎȘȚ123', '😀😀😀😀😀😀😀😀1aA', ' '.repeat(8), 'a'.repeat(256) + 'A1', 'Aa1' + 'x'.repeat(253), 'Aa1' + 'x'.repeat(2000), hostileText(rng, 30)]);
  const date = () => rng.pick(['1990-01-01', '2023-02-30', '0000-00-00', '9999-99-99', '1990-13-01', '01/02/1990', '1990-01-01T00:00:00Z', '-1', '', 'yesterday', '2999-01-01', '1800-01-01', hostileText(rng, 15)]);
  const headers = {};
  if (rng.chance(0.3)) headers['x-forwarded-for'] = `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  const signedIn = env.token ? { authorization: `Bearer ${env.token}` } : {};
  return rng.weighted([
    [4, () => gqlPost({ query: 'mutation R($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email firstname is_subscribed date_of_birth gender } } }', variables: { i: Object.assign(
      { firstname: rng.chance(0.6) ? hostileText(rng, 30) : 'Ion', lastname: rng.chance(0.6) ? hostileText(rng, 30) : 'Popescu', email: emailLike(rng), password: password() },
      rng.chance(0.3) ? { date_of_birth: date() } : {}, rng.chance(0.1) ? { dob: date() } : {}, rng.chance(0.2) ? { gender: rng.pick([0, 1, 2, 3, -1, 2147483647]) } : {}, rng.chance(0.2) ? { is_subscribed: rng.chance(0.5) } : {},
      rng.chance(0.2) ? { taxvat: hostileText(rng, 20), prefix: hostileText(rng, 5), middlename: hostileText(rng, 10), suffix: hostileText(rng, 5) } : {}) } }, headers)],
    [3, () => gqlPost({ query: 'mutation T($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', variables: { e: rng.chance(0.2) && env.customerEmail ? env.customerEmail : emailLike(rng), p: password() } }, headers)],
    [2, () => gqlPost({ query: 'mutation P($e: String!) { requestPasswordResetEmail(email: $e) }', variables: { e: emailLike(rng) } }, headers)],
    [2, () => gqlPost({ query: 'mutation N($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', variables: { e: emailLike(rng) } }, rng.chance(0.3) ? { ...headers, ...signedIn } : headers)],
    [1, () => gqlPost({ query: 'mutation X($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }', variables: { e: emailLike(rng), t: rng.pick(['', 'x', 'a'.repeat(32), hostileText(rng, 40)]), p: password() } }, headers)],
    [1, () => gqlAny(rng, 'query A($e: String!) { isEmailAvailable(email: $e) { is_email_available } }', { e: emailLike(rng) }, headers)],
    [2, () => gqlPost({ query: 'mutation U($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { firstname lastname date_of_birth gender taxvat } } }', variables: { i: Object.assign(
      {}, rng.chance(0.7) ? { firstname: hostileText(rng, 30) } : {}, rng.chance(0.5) ? { lastname: hostileText(rng, 30) } : {}, rng.chance(0.3) ? { date_of_birth: date() } : {}, rng.chance(0.2) ? { gender: rng.pick([0, 5, -1]) } : {},
      rng.chance(0.2) ? { taxvat: hostileText(rng, 20) } : {}, rng.chance(0.2) ? { is_subscribed: rng.chance(0.5) } : {}) } }, rng.chance(0.8) ? signedIn : {})],
    [2, () => gqlPost({ query: 'mutation A($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id city street country_code region { region_code } } }', variables: { i: Object.assign(
      { firstname: hostileText(rng, 20), lastname: hostileText(rng, 20), street: [hostileText(rng, 40)], city: hostileText(rng, 20), telephone: hostileText(rng, 15), postcode: hostileText(rng, 10), country_code: rng.pick(['RO', 'MD', 'US']) },
      rng.chance(0.5) ? { region: { region_code: rng.pick(['CJ', 'B', 'XX', hostileText(rng, 5)]), region: hostileText(rng, 10), region_id: rng.pick([1, -1, 999999, 2147483647]) } } : {},
      rng.chance(0.2) ? { default_shipping: true, default_billing: rng.chance(0.5) } : {}) } }, rng.chance(0.8) ? signedIn : {})],
    [1, () => gqlPost({ query: 'mutation C($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }', variables: { c: `wrong-${password()}`, n: password() } }, signedIn)],
    [1, () => gqlPost({ query: 'mutation E($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }', variables: { e: emailLike(rng), p: `wrong-${password()}` } }, signedIn)],
    [1, () => gqlPost({ query: 'mutation D($id: Int!) { deleteCustomerAddress(id: $id) }', variables: { id: rng.pick([0, -1, 1, 2, 2147483647]) } }, signedIn)],
    [1, () => gqlAny(rng, '{ customer { email addresses { id city } reviews(pageSize: 5) { items { summary } } } customerCart { id total_quantity } customerPaymentTokens { items { public_hash } } }', undefined, rng.chance(0.8) ? signedIn : {})]
  ]);
});

// 22. /datalayer and /storefront/config.json oddities
category('datalayer-config', (rng) => {
  const urlPath = rng.weighted([
    [3, () => `/datalayer/index/cookieContent?${queryString([['store', rng.pick(['en_storeview', 'default', 'nope', '', '%ZZ', '__proto__', 'x'.repeat(3000), hostileText(rng, 20)])]])}`],
    [1, () => `/datalayer/index/cookieContent?${rng.pick(['store=%ZZ', 'store[]=en_storeview', 'store=a&store=b', 'store[x]=1', '%00=1', 'store=%00', 'store=%ED%A0%80'])}`],
    [4, () => `/datalayer/index/cookie${rng.pick(['', '/'])}?${rng.weighted([
      [3, () => Array.from({ length: rng.int(0, 8) }, (_, i) => `${rng.pick([`cookie[${i}]`, 'cookie[]', 'cookie', `cookie[${rng.pick(['99999999999999999999', '-1', '1.5', 'x', '__proto__', ''])}]`])}=${percentEncode(rng.pick(['analytics', 'marketing', 'preferences', 'necessary', 'cookieConsentGranted', 'ANALYTICS', ' analytics ', '', '__proto__', hostileText(rng, 10)]))}`).join('&')],
      [1, () => `decline=${rng.pick(['true', '1', 'TRUE', 'yes', '', '%00', 'true&decline=false'])}`],
      [1, () => rng.pick(['cookie=%ZZ', 'cookie[0]=%00', 'decline[]=true', `${'cookie[]=analytics&'.repeat(rng.int(100, 1500))}`, 'cookie[0][1]=x', '__proto__[x]=1', 'cookie=' + 'a'.repeat(8000), 'cookie[0]=%ED%A0%80'])]
    ])}`],
    [2, () => `/storefront/config.json${rng.pick(['', '?x=1', '?%ZZ', '/', '/..', '%00', '.br', '?callback=alert', `?${'a=1&'.repeat(500)}`, '.map', '~'])}`],
    [1, () => rng.pick(['/datalayer/', '/datalayer', '/datalayer/index', '/datalayer/index/cookieContent/..', '/datalayer/index/%ZZ', '/datalayer/index/cookie/%00', '/storefront/', '/storefront', '/healthz?x=%ZZ', '/healthz/', '/healthz%00'])]
  ]);
  const method = rng.weighted([[12, 'GET'], [1, 'HEAD'], [1, () => rng.pick(['POST', 'PUT', 'DELETE', 'OPTIONS'])]]);
  const headers = rng.chance(0.3) ? { store: rng.pick(['en_storeview', 'nope', rawBytes('ă'), 'x'.repeat(2000)]) } : {};
  return { method, path: urlPath.slice(0, MAX_URL), headers, kind: 'other', ...(method === 'POST' ? { body: '{}', headers: { ...headers, ...JSON_TYPE } } : {}) };
});

// 23. The development outbox (/dev/outbox: on by default outside NODE_ENV=production), as a scanner finds it
category('dev-outbox', (rng) => {
  const urlPath = rng.weighted([
    [3, () => `/dev/outbox.json?${queryString([['to', rng.pick(['a@b.ro', '', '%', '_', '\u0000', 'a\u0000b', '\uD800', hostileText(rng, 30), 'x'.repeat(9000)])], ['limit', rng.pick(['1', '0', '-1', '500', '501', 'abc', '1e3', '99999999999999999999'])]])}`],
    [2, () => `/dev/outbox?${queryString([['to', rng.pick(['<script>', '%', hostileText(rng, 30), '\u0000'])], ['limit', rng.pick(['1', 'x', '-5'])]])}`],
    [2, () => `/dev/outbox/${rng.pick(['1', '0', '-1', '999999999', '9999999999', 'abc', '%00', '%ZZ', '1%00', '..', '1/html', '999999999/html', 'x/html', '1.5'])}`],
    [1, () => `/dev/outbox.json?${rng.pick(['to=%ZZ', 'to[]=a', 'to=a&to=b', 'limit[]=1', 'to=%ED%A0%80', 'to=%00'])}`]
  ]);
  return { method: rng.chance(0.95) ? 'GET' : 'HEAD', path: urlPath.slice(0, MAX_URL), headers: {}, kind: 'other' };
});

// ---------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------

let agent;

/** Sends one request; resolves with status, headers, the answer's text (capped) and the time taken. */
function send(base, request, { timeoutMs = TIMEOUT_MS, retried = false } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const startedAtMs = Date.now();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    let settled = false;
    let timer;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ms: elapsed(), startedAt: startedAtMs, ...result });
    };
    const target = wirePath(request.path);
    // Node's HTTP parser refuses a request target with a raw byte above 0x7F (or not starting with "/")
    // before the app sees it: a 400 (with a body, even to a HEAD, which Node's client cannot parse), and
    // the socket is destroyed at once (a body still on its way is then reset). Such a request is sent as
    // GET or POST without a body: the parser's answer is what is tested.
    const refusedByParser = /[\x80-\xff]/.test(target) || !target.startsWith('/');
    const method = refusedByParser && request.method === 'HEAD' ? 'GET' : request.method;
    const body = request.body === undefined || refusedByParser ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body, 'utf8');
    const headers = { 'user-agent': 'hostile-input-run' };
    for (const [name, value] of Object.entries(request.headers)) headers[name] = wireHeader(value);
    if (body !== undefined) headers['content-length'] = String(body.length);
    let req;
    try {
      req = http.request({ host: base.hostname, port: base.port, method, path: target, headers, agent });
    } catch (error) {
      done({ unsent: `${error.code ?? ''} ${error.message}` });
      return;
    }
    // What the socket carried before (a reset is often the doing of the request before it). Node's
    // req.reusedSocket is false for a queued request that gets a freed socket, so the run counts itself.
    let previous = null;
    req.on('socket', (socket) => {
      previous = socket.hostileLastRequest ?? null;
      socket.hostileLastRequest = `${method} ${target.slice(0, 200)}`;
    });
    timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
      done({ timeout: true });
    }, timeoutMs);
    req.on('response', (res) => {
      // An answer without a Connection header is the HTTP parser's own 400 (Fastify's clientError
      // handler), after which the server closes the socket: it must not carry another request.
      if (!res.headers.connection) req.shouldKeepAlive = false;
      const chunks = [];
      let size = 0;
      res.on('data', (chunk) => {
        size += chunk.length;
        if (size <= 2_000_000) chunks.push(chunk);
      });
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ connectionError: error.code ?? error.message }));
    });
    req.on('error', (error) => {
      if (settled) return;
      // A kept-alive socket the server closed just before reuse: send again once (Node's advice).
      if (previous && ['ECONNRESET', 'EPIPE'].includes(error.code) && !retried) {
        settled = true;
        clearTimeout(timer);
        send(base, request, { timeoutMs, retried: true }).then(resolve);
        return;
      }
      done({ connectionError: error.code ?? error.message, text: `(${previous ? `a kept-alive socket; before it: ${previous}` : 'a new socket'}${retried ? '; sent a second time' : ''})` });
    });
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** JSON answer's errors that are the server's own faults (category internal / "Internal server error"). */
function internalErrors(json) {
  const answers = Array.isArray(json) ? json : [json];
  return answers.some((answer) => answer && typeof answer === 'object' && Array.isArray(answer.errors)
    && answer.errors.some((error) => error && (error.extensions?.category === 'internal' || error.message === 'Internal server error')));
}

function judge(request, answer) {
  const verdict = { status: answer.status ?? 0, ms: answer.ms, timeout: Boolean(answer.timeout), connection: answer.connectionError ?? null, unsent: answer.unsent ?? null, internal: false, shape: false };
  if (answer.status === undefined) return verdict;
  const type = String(answer.headers['content-type'] ?? '');
  let json;
  if (/json/i.test(type) && answer.text) {
    try {
      json = JSON.parse(answer.text);
    } catch {
      json = undefined;
    }
  }
  if (request.kind === 'graphql' && json !== undefined) verdict.internal = internalErrors(json);
  if (request.kind === 'rest' && /^\/rest(\/|\?|$)/.test(request.path) && answer.status >= 400 && answer.status < 500 && request.method !== 'HEAD') {
    verdict.shape = !(json && typeof json === 'object' && !Array.isArray(json) && typeof json.message === 'string');
  }
  return verdict;
}

// ---------------------------------------------------------------------------------------------------
// The server, and what the run needs from the store (real carts, a customer, products, pages, images)
// ---------------------------------------------------------------------------------------------------


async function startServer() {
  const entry = path.join(root, 'build', 'server', 'server.js');
  if (!fs.existsSync(entry)) throw new Error('build/server/server.js is missing: run `npm run build:server` (and `npm run build:client` for the pages)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-data-'));
  const logFile = path.join(os.tmpdir(), `hostile-server-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log]
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const state = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 100))]);
    if (state) throw new Error(`the server exited (${state.code ?? state.signal}) before it was healthy; see ${logFile}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
  }
  if (Date.now() - started >= 180_000) throw new Error(`the server did not become healthy; see ${logFile}`);
  console.error(`server up on port ${port} in ${((Date.now() - started) / 1000).toFixed(1)} s (data ${dataDir})`);
  return {
    base: new URL(`http://127.0.0.1:${port}`),
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(keepLog) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 10_000))]);
        if (!stopped) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!keepLog) fs.rmSync(logFile, { force: true });
    }
  };
}

async function gql(base, query, variables = {}, headers = {}) {
  const answer = await send(base, gqlPost({ query, variables }, headers), { timeoutMs: 30_000 });
  if (answer.status === undefined) throw new Error(`${query.slice(0, 60)}: ${answer.timeout ? 'timeout' : answer.connectionError}`);
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new Error(`${query.slice(0, 60)}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  }
}

const CART_SETUP_ITEMS = 'itemsV2 { items { uid } }';

async function setUpStore(base) {
  const env = { skus: [], sku: 'NOPE', categoryUid: 'MTA=', pages: ['/'], mediaPaths: ['/media/catalog/product/none.jpg'], postId: 1, token: null, customerEmail: null, carts: [], items: new Map() };
  const products = await gql(base, '{ products(search: "proteina", pageSize: 30) { items { __typename sku url_key url_suffix stock_status small_image { url } } } }');
  const items = products.data?.products?.items ?? [];
  const simple = items.filter((p) => p.__typename === 'SimpleProduct' && p.stock_status === 'IN_STOCK');
  env.skus = (simple.length ? simple : items).slice(0, 8).map((p) => p.sku);
  if (env.skus.length) env.sku = env.skus[0];
  else env.skus = ['NOPE'];
  env.pages.push('/search.html', '/en', '/en/cart', '/cart', '/checkout', '/contact', '/blog', ...items.slice(0, 5).map((p) => `/${p.url_key}${p.url_suffix ?? '.html'}`));
  const images = items.map((p) => p.small_image?.url).filter(Boolean).map((u) => new URL(u, base).pathname).filter((p) => p.startsWith('/media/'));
  if (images.length) env.mediaPaths = [...new Set(images)].slice(0, 5);

  const menu = await gql(base, '{ categoryList { uid children { uid url_path url_suffix children { uid url_path url_suffix } } } }');
  const categories = (menu.data?.categoryList?.[0]?.children ?? []).flatMap((c) => [c, ...(c.children ?? [])]);
  if (categories.length) env.categoryUid = categories[0].uid;
  env.pages.push(...categories.slice(0, 6).map((c) => `/${c.url_path}${c.url_suffix ?? '.html'}`));

  const blog = await gql(base, '{ amBlogPosts(type: ALL, page: 1) { items { post_id url_key } } }');
  env.postId = blog.data?.amBlogPosts?.items?.[0]?.post_id ?? 1;

  // A customer of our own, so that signed-in mutations reach the services.
  env.customerEmail = `hostile-${SEED}-${Date.now()}@example.com`;
  const password = 'Hostile-Pass-123!';
  await gql(base, 'mutation R($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }', { i: { firstname: 'Hostile', lastname: 'Run', email: env.customerEmail, password } });
  const token = await gql(base, 'mutation T($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: env.customerEmail, p: password });
  env.token = token.data?.generateCustomerToken?.token ?? null;

  const newCart = async () => {
    const created = await gql(base, 'mutation { createGuestCart { cart { id } } }');
    const id = created.data?.createGuestCart?.cart?.id;
    if (!id) throw new Error(`createGuestCart failed: ${JSON.stringify(created).slice(0, 300)}`);
    const added = await gql(base, `mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_SETUP_ITEMS} } } }`,
      { id, items: env.skus.slice(0, 3).map((sku) => ({ sku, quantity: 2 })) });
    env.items.set(id, (added.data?.addProductsToCart?.cart?.itemsV2?.items ?? []).map((i) => i.uid));
    return id;
  };
  for (let i = 0; i < 4; i += 1) env.carts.push(await newCart());

  // A cart that placed its order is replaced, so that the checkout categories keep reaching the services.
  const refreshing = new Set();
  env.replaceCart = async (id) => {
    const at = env.carts.indexOf(id);
    if (at < 0 || refreshing.has(id)) return;
    refreshing.add(id);
    try {
      env.carts[at] = await newCart();
    } catch {
      /* keep the old one */
    } finally {
      refreshing.delete(id);
    }
  };
  env.cart = (rng) => rng.pick(env.carts);
  env.itemUid = (cartId, rng) => {
    const uids = env.items.get(cartId);
    return uids && uids.length ? rng.pick(uids) : 'MQ==';
  };
  return env;
}

/** True when an answer says an order was placed (then its cart is spent). */
function placedAnOrder(request, answer) {
  if (!request.placesOrder || answer.status !== 200) return false;
  if (request.kind === 'rest') return /^"\d+"$/.test(answer.text ?? '');
  return /"orderV2":\{"number"/.test(answer.text ?? '');
}

async function healthCheck(base) {
  const problems = [];
  const health = await send(base, { method: 'GET', path: '/healthz', headers: {}, kind: 'other' }, { timeoutMs: 30_000 });
  if (health.status !== 200) problems.push(`/healthz answered ${health.status ?? (health.timeout ? 'timeout' : health.connectionError)}`);
  try {
    const answer = await gql(base, '{ products(search: "proteina", pageSize: 2) { total_count items { sku name } } }');
    if (!(answer.data?.products?.total_count > 0) || !answer.data.products.items?.length || answer.errors) {
      problems.push(`the products query answered ${JSON.stringify(answer).slice(0, 300)}`);
    }
  } catch (error) {
    problems.push(`the products query failed: ${error.message}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------

const show = (text, max = 300) => {
  const escaped = JSON.stringify(String(text)).slice(1, -1);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${String(text).length} chars)` : escaped;
};

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(0, -1)) console.log(line(r));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  console.log(line(rows[rows.length - 1]));
}

/** The server's logged errors, one line per distinct message: how many, a URL, where in the server it was thrown. */
function summarizeLog(logFile) {
  const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const groups = new Map();
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = { level: 50, msg: line };
    }
    if (entry.level < 50) continue;
    const key = `${entry.err?.type ?? ''} ${(entry.err?.message ?? entry.msg ?? '').slice(0, 120)}`;
    const group = groups.get(key) ?? { count: 0, url: entry.req?.url, frame: (entry.err?.stack ?? '').split('\n').find((f) => f.includes('/build/server/')) };
    group.count += 1;
    groups.set(key, group);
  }
  console.log(`\nserver log: ${logFile} (${lines.length} lines); errors by message:`);
  for (const [key, group] of groups) {
    console.log(`  ${group.count} × ${show(key.trim(), 160)}${group.url ? ` — e.g. ${show(group.url, 120)}` : ''}${group.frame ? `\n      ${group.frame.trim()}` : ''}`);
  }
}

async function main() {
  const runStarted = Date.now();
  let server = null;
  let base;
  if (URL_OPTION) {
    base = new URL(URL_OPTION);
  } else {
    server = await startServer();
    base = server.base;
  }
  agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  let exitCode = 0;
  try {
    const env = await setUpStore(base);
    console.error(`store: ${env.skus.length} SKUs, ${env.carts.length} guest carts, customer ${env.token ? 'signed in' : 'not signed in'}, ${env.mediaPaths.length} images, ${env.pages.length} pages`);

    // Every category gets its share; the order is shuffled by the seed.
    const plan = [];
    CATEGORIES.forEach((_, i) => {
      const share = Math.floor(REQUESTS / CATEGORIES.length) + (i < REQUESTS % CATEGORIES.length ? 1 : 0);
      for (let n = 0; n < share; n += 1) plan.push(i);
    });
    makeRng(SEED).shuffle(plan);
    const rngs = CATEGORIES.map((c) => makeRng(SEED ^ hashText(c.name)));
    const stats = CATEGORIES.map((c) => ({ name: c.name, requests: 0, ok: 0, client: 0, server: 0, other: 0, internal: 0, timeouts: 0, connection: 0, unsent: 0, shape: 0, slowest: 0 }));
    /** Each kind of failure, with the column of the table that counts it. */
    const KINDS = { '≥500': 'server', internal: 'internal', timeout: 'timeouts', connection: 'connection', 'REST without {message}': 'shape', 'not sent (refused by the client)': 'unsent' };
    const failures = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, []]));
    const failureCounts = Object.fromEntries(Object.keys(failures).map((k) => [k, 0]));
    const loopStarted = Date.now();
    const example = (name, request, verdict, answer) => ({
      category: name, method: request.method, url: request.path, body: request.body === undefined ? '' : Buffer.isBuffer(request.body) ? request.body.toString('utf8') : request.body,
      status: verdict.status || (verdict.timeout ? 'timeout' : verdict.connection), answer: answer.text ?? '', ms: verdict.ms, at: (answer.startedAt - loopStarted) / 1000
    });
    const record = (kind, name, request, verdict, answer) => {
      failureCounts[kind] += 1;
      // The first few of each category: the examples printed are taken from every category in turn.
      if (failures[kind].filter((e) => e.category === name).length < EXAMPLES) failures[kind].push(example(name, request, verdict, answer));
    };
    /**
     * The slowest answers (timeouts are listed apart): a request that stalls the server makes the others
     * sent around it slow too; the one that stalled it started first and took the longest.
     */
    const slowest = [];
    const noteTime = (name, request, verdict, answer) => {
      if (verdict.timeout || (slowest.length === 5 && verdict.ms <= slowest[4].ms)) return;
      slowest.push(example(name, request, verdict, answer));
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, 5);
    };

    let next = 0;
    let finished = 0;
    // A server that stopped answering (hung or gone) ends the run instead of timing out every request.
    let unanswered = 0;
    let stoppedEarly = null;
    const progressEvery = Math.max(500, Math.floor(REQUESTS / 10));
    const worker = async () => {
      while (next < plan.length && !stoppedEarly) {
        const index = plan[next];
        next += 1;
        const { name, generate } = CATEGORIES[index];
        let request;
        try {
          request = generate(rngs[index], env);
        } catch (error) {
          throw new Error(`category ${name}: the generator failed: ${error.message}`, { cause: error });
        }
        const answer = await send(base, request);
        const verdict = judge(request, answer);
        const s = stats[index];
        s.requests += 1;
        s.slowest = Math.max(s.slowest, verdict.ms);
        noteTime(name, request, verdict, answer);
        if (verdict.unsent) {
          s.unsent += 1;
          record('not sent (refused by the client)', name, request, { ...verdict, status: verdict.unsent }, answer);
        } else if (verdict.timeout) {
          s.timeouts += 1;
          record('timeout', name, request, verdict, answer);
        } else if (verdict.connection) {
          s.connection += 1;
          record('connection', name, request, verdict, answer);
        } else if (verdict.status >= 500) {
          s.server += 1;
          record('≥500', name, request, verdict, answer);
        } else if (verdict.status >= 400) s.client += 1;
        else if (verdict.status >= 200 && verdict.status < 300) s.ok += 1;
        else s.other += 1;
        if (verdict.internal) {
          s.internal += 1;
          record('internal', name, request, verdict, answer);
        }
        if (verdict.shape) {
          s.shape += 1;
          record('REST without {message}', name, request, verdict, answer);
        }
        if (placedAnOrder(request, answer)) await env.replaceCart(request.cartId ?? env.carts.find((id) => request.path.includes(id) || String(request.body).includes(id)));
        finished += 1;
        unanswered = verdict.timeout || verdict.connection === 'ECONNREFUSED' ? unanswered + 1 : 0;
        if (!stoppedEarly && (unanswered >= CONCURRENCY * 6 || (server && !server.alive()))) {
          stoppedEarly = `after ${finished} requests (${((Date.now() - loopStarted) / 1000).toFixed(0)} s): ${server && !server.alive() ? 'the server process is gone' : `${unanswered} requests in a row went unanswered`}`;
          console.error(`  stopping: ${stoppedEarly}`);
        }
        if (finished % progressEvery === 0) console.error(`  ${finished}/${plan.length} requests, ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const total = stats.reduce((t, s) => {
      for (const key of Object.keys(t)) if (key !== 'name') t[key] = key === 'slowest' ? Math.max(t[key], s[key]) : t[key] + s[key];
      return t;
    }, { name: 'total', requests: 0, ok: 0, client: 0, server: 0, other: 0, internal: 0, timeouts: 0, connection: 0, unsent: 0, shape: 0, slowest: 0 });
    console.log(`\nHostile-input run: ${REQUESTS} requests, seed ${SEED}, concurrency ${CONCURRENCY}, ${CATEGORIES.length} categories, against ${base.origin}`);
    if (stoppedEarly) console.log(`STOPPED EARLY ${stoppedEarly}; the table counts the requests sent`);
    table(['category', 'requests', '2xx', '4xx', '≥500', 'internal', 'timeouts', 'slowest ms', 'conn err', '3xx/other', 'REST no msg', 'unsent'],
      [...stats, total].map((s) => [s.name, s.requests, s.ok, s.client, s.server, s.internal, s.timeouts, Math.round(s.slowest), s.connection, s.other, s.shape, s.unsent]));

    const print = (e) => {
      console.log(`  [${e.category}] ${e.method} ${show(e.url)}`);
      if (e.body) console.log(`    body:   ${show(e.body)}`);
      console.log(`    status: ${e.status} (${Math.round(e.ms)} ms, sent at ${e.at.toFixed(1)} s)`);
      console.log(`    answer: ${show(e.answer)}`);
    };
    for (const [kind, kept] of Object.entries(failures)) {
      if (!kept.length) continue;
      const byCategory = new Map();
      for (const e of kept) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), e]);
      const examples = [];
      for (let round = 0; examples.length < Math.min(EXAMPLES, kept.length); round += 1) {
        for (const list of byCategory.values()) if (list[round] && examples.length < EXAMPLES) examples.push(list[round]);
      }
      const counts = [...byCategory.keys()].map((c) => `${c} ${stats.find((s) => s.name === c)[KINDS[kind]]}`).join(', ');
      console.log(`\n${kind}: ${failureCounts[kind]} answer(s) (${counts}); ${examples.length === failureCounts[kind] ? 'all' : `${examples.length} of them, from each category in turn`}:`);
      examples.forEach(print);
      if (kind === 'timeout') {
        // Timeouts that come in waves are one stall of the whole server: the request that caused it is
        // among the first of the wave (and among the categories' slowest).
        const waves = new Map();
        for (const e of kept) waves.set(e.at.toFixed(0), [...(waves.get(e.at.toFixed(0)) ?? []), e.category]);
        console.log(`  sent at: ${[...waves].sort((a, b) => Number(a[0]) - Number(b[0])).map(([at, list]) => `${at} s (${list.join(', ')})`).join('; ')}`);
      }
    }
    console.log('\nthe slowest answers (timeouts apart):');
    slowest.forEach(print);

    const problems = await healthCheck(base);
    if (server && !server.alive()) problems.push('the server process is gone');
    console.log(`\nhealth after the run: ${problems.length ? `FAILED — ${problems.join('; ')}` : '/healthz 200, products query answers data'}`);

    const failed = total.server + total.internal + total.timeouts + total.connection > 0 || problems.length > 0 || Boolean(stoppedEarly);
    if (failed) exitCode = 1;
    console.log(`\n${failed ? 'FAILED' : 'passed'} in ${((Date.now() - runStarted) / 1000).toFixed(1)} s${total.shape ? ` (${total.shape} REST 4xx answers without {message})` : ''}`);
    if (server && failed) summarizeLog(server.logFile);
  } finally {
    agent.destroy();
    if (server) await server.stop(exitCode !== 0);
  }
  return exitCode;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    }
  );
}

module.exports = { CATEGORIES, INLINE_OPERATIONS, VARIABLE_OPERATIONS, PAGING_OPERATIONS, REAL_DOCUMENTS, makeRng };
