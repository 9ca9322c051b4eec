const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** Where global setup leaves the running server's address for the journeys and the teardown. */
const STATE_FILE = path.join(os.tmpdir(), `storefront-e2e-${process.ppid}-${process.pid}.json`);
const STATE_POINTER = path.join(ROOT, 'build', 'e2e-state.json');

module.exports = { ROOT, STATE_FILE, STATE_POINTER };
