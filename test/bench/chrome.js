// Debian's Chromium and the flags every bench tool and the browser journeys (test/e2e/support/browser.ts)
// start it with: headless, and none of Chromium's background connections (the machine has no internet;
// they would pile up).
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic'
];
/** For playwright-core, which adds its own headless flag. */
const PLAYWRIGHT_FLAGS = CHROME_FLAGS.filter((flag) => flag !== '--headless=new');

module.exports = { CHROME, CHROME_FLAGS, PLAYWRIGHT_FLAGS };
