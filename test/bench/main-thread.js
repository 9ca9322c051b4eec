#!/usr/bin/env node
/**
 * Where a page load's main-thread time goes, as medians over several loads of each URL (the URLs'
 * loads alternate, so two builds on two ports compare at the same moment): time in tasks, the tasks
 * Lighthouse's TBT would count at 4x (12.5 ms or more at 1x) and their blocking time at 4x, and the
 * main thread's time in compiling, layout, style and font lookups. Steadier than Lighthouse's TBT for
 * comparing two builds: it adds up every task instead of simulating a few. For working on start-up
 * cost; not a test.
 *
 *   node test/bench/main-thread.js http://127.0.0.1:8092/ http://127.0.0.1:8091/ [--runs 5]
 */
const { mainThreadEvents, withFreshChromium } = require('./chrome');
const { commandLine } = require('./args');

const { args, option } = commandLine();
const urls = args.filter((arg) => /^https?:/.test(arg));
const runs = Number(option('--runs', '5'));

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,disabled-by-default-v8.compile,fonts';

/** Total duration (ms) of the events whose name matches, counting overlapping (nested) ones once. */
function outermost(events, name) {
  const own = events.filter((e) => name.test(e.name)).sort((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const e of own) {
    if (e.ts >= end) {
      total += e.dur;
      end = e.ts + e.dur;
    } else if (e.ts + e.dur > end) {
      total += e.ts + e.dur - end;
      end = e.ts + e.dur;
    }
  }
  return total / 1000;
}

async function load(url) {
  return withFreshChromium({ width: 412, height: 823 }, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await done;
    const thread = mainThreadEvents(events);
    const tasks = thread.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000);
    return {
      busy: tasks.reduce((sum, d) => sum + d, 0),
      long: tasks.filter((d) => d >= 12.5).length,
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0),
      compile: outermost(thread, /^(v8\.compile|V8\.CompileLazy|V8\.CompileCode|V8\.ParseFunction|V8\.CompileIgnition)$/),
      layout: outermost(thread, /^Layout$/),
      style: outermost(thread, /^UpdateLayoutTree$/),
      fonts: outermost(thread, /^FontCache::GetFontPlatformData$/)
    };
  });
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  if (urls.length === 0) throw new Error('Usage: main-thread.js <url> [<url>…] [--runs N]');
  const results = urls.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, url] of urls.entries()) results[index].push(await load(url));
  }
  const columns = ['busy', 'long', 'blocking', 'compile', 'layout', 'style', 'fonts'];
  console.log(`medians of ${runs} loads at 412×823 (ms; long = tasks of 12.5 ms or more; blocking = their time over 50 ms at 4x)`);
  console.log(['url', ...columns].join('\t'));
  for (const [index, url] of urls.entries()) {
    const row = columns.map((column) => {
      const value = median(results[index].map((result) => result[column]));
      return column === 'long' ? String(value) : value.toFixed(1);
    });
    console.log([url, ...row].join('\t'));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
