// Keeps i18n/ in line with the code, with formatjs's CLI: `node scripts/i18n.js` writes
// i18n/en_US.json from the defaultMessages in src/ (`formatjs extract`: it fails on an id or text that
// is not static and on an id with two different texts) and checks that i18n/ro_RO.json translates every
// id and no other (`formatjs verify`); exit code 1 otherwise.
// formatjs finds the messages of <FormattedMessage>, formatMessage(), defineMessage() and
// defineMessages() — as babel-plugin-formatjs does in the build: a descriptor written as a bare object
// literal is neither extracted nor precompiled, so it must go through defineMessage(s).
const fs = require('node:fs');
const path = require('node:path');
const { formatjs } = require('./compile-messages');

const root = path.join(__dirname, '..');
const SOURCES = 'src/**/*.{ts,tsx}';
const NOT_SOURCES = ['src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'];
/** The locale of the code's defaultMessages, and the locales translated from it. */
const SOURCE_LOCALE = 'en_US';
const TRANSLATIONS = ['ro_RO'];

/** The code's messages, { id: defaultMessage }, sorted by id; throws on the problems named above. */
function extract() {
  return JSON.parse(formatjs(['extract', SOURCES, '--ignore', ...NOT_SOURCES, '--preserve-whitespace', '--format', 'simple', '--throws']));
}

/** `formatjs verify` of the translations against i18n/en_US.json: its report, empty when they match. */
function verify() {
  const files = [SOURCE_LOCALE, ...TRANSLATIONS].map((locale) => path.join('i18n', `${locale}.json`));
  try {
    formatjs(['verify', '--source-locale', SOURCE_LOCALE, '--missing-keys', '--extra-keys', ...files]);
    return '';
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || String(error);
  }
}

module.exports = { extract, verify };

if (require.main === module) {
  const messages = extract();
  fs.writeFileSync(path.join(root, 'i18n', `${SOURCE_LOCALE}.json`), `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`${Object.keys(messages).length} messages written to i18n/${SOURCE_LOCALE}.json`);
  const report = verify();
  if (report) {
    console.log(report);
    process.exitCode = 1;
  }
}
