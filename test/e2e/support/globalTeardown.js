// Stops the server global setup started and removes its data folder.
const fs = require('node:fs');
const { STATE_POINTER } = require('./paths');

module.exports = async function globalTeardown() {
  const child = globalThis.__E2E_SERVER__;
  let state;
  try {
    state = JSON.parse(fs.readFileSync(STATE_POINTER, 'utf8'));
  } catch {
    state = undefined;
  }
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  if (state?.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_POINTER, { force: true });
};
