// Debian's Chromium and the flags every bench tool and the browser journeys (test/e2e/support/browser.ts)
// start it with: headless, and none of Chromium's background connections (the machine has no internet;
// they would pile up).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

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

/**
 * One Lighthouse run (its default profile: mobile, simulated slow 4G, 4x CPU) in a fresh Chrome
 * profile; Lighthouse's whole result (lhr and artifacts). `modules` ([lighthouse, chrome-launcher]) is
 * for a caller that must import them before anything installs a require hook (run.js).
 */
async function runLighthouse(url, modules, config) {
  const [{ default: lighthouse }, chromeLauncher] = modules ?? (await Promise.all([import('lighthouse'), import('chrome-launcher')]));
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`], userDataDir: false });
  try {
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `use(page, context)` in a headless Chromium (playwright-core) with a fresh profile and the given
 * viewport, then closes it and removes the profile; answers what `use` answers.
 */
async function withFreshChromium(viewport, use) {
  const { chromium } = require('playwright-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROME, headless: true, viewport, args: PLAYWRIGHT_FLAGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    return await use(page, context);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * The complete events ('X') of the page's main thread in a trace: the renderer main thread that ran
 * the most task time.
 */
function mainThreadEvents(events) {
  const renderers = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [main] = [...busy.entries()].sort((a, b) => b[1] - a[1]);
  if (!main) return [];
  return events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main[0]);
}

module.exports = { CHROME, CHROME_FLAGS, PLAYWRIGHT_FLAGS, runLighthouse, mainThreadEvents, withFreshChromium };
