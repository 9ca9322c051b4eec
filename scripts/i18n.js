// Keeps i18n/ in line with the code: `node scripts/i18n.js` writes i18n/en_US.json from the
// defaultMessages in src/ and lists Romanian ids that are missing or no longer used (exit code 1 if any).
const fs = require('node:fs');
const path = require('node:path');
const { extractMessages } = require('./i18n-messages');

const root = path.join(__dirname, '..');

function collect() {
  const byId = new Map();
  const problems = [];
  for (const message of extractMessages(root)) {
    const where = `${message.file}:${message.line}`;
    if (message.id === undefined || message.defaultMessage === undefined) {
      problems.push(`${where}: id and defaultMessage must be static strings`);
      continue;
    }
    const known = byId.get(message.id);
    if (known !== undefined && known !== message.defaultMessage) {
      problems.push(`${where}: "${message.id}" has two different default messages`);
    }
    byId.set(message.id, message.defaultMessage);
  }
  return { messages: Object.fromEntries([...byId].sort(([a], [b]) => a.localeCompare(b))), problems };
}

module.exports = { collect };

if (require.main === module) {
  const { messages, problems } = collect();
  fs.writeFileSync(path.join(root, 'i18n', 'en_US.json'), `${JSON.stringify(messages, null, 2)}\n`);
  const romanian = JSON.parse(fs.readFileSync(path.join(root, 'i18n', 'ro_RO.json'), 'utf8'));
  const missing = Object.keys(messages).filter((id) => !(id in romanian));
  const unused = Object.keys(romanian).filter((id) => !(id in messages));
  console.log(`${Object.keys(messages).length} messages written to i18n/en_US.json`);
  for (const problem of problems) console.log(`problem: ${problem}`);
  for (const id of missing) console.log(`ro_RO missing: ${id}: ${messages[id]}`);
  for (const id of unused) console.log(`ro_RO unused: ${id}`);
  if (problems.length || missing.length || unused.length) process.exitCode = 1;
}
