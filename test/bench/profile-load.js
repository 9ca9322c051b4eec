#!/usr/bin/env node
/**
 * Where a page load spends its main-thread time: loads a URL in Chromium at a phone's size with the CPU
 * slowed down, records a CPU profile until the network is idle, and prints the self time per source
 * file and per function, mapped back through the build's source maps (dist/static/js/*.map). For
 * looking into start-up cost while working on it; not a test.
 *
 *   node test/bench/profile-load.js http://127.0.0.1:8091/proteine.html [--cpu 4] [--top 40] [--segments 6]
 *     [--depth 25] [--vendors yes] [--by-time] [--settle ms] [--self]
 *   --self lists each long task's functions by self time (where the time went) instead of inclusive time.
 */
const fs = require('node:fs');
const path = require('node:path');
const { SourceMapConsumer } = require('source-map-js');

const { mainThreadEvents, withFreshChromium } = require('./chrome');
const { commandLine } = require('./args');

const DIST = path.resolve(__dirname, '../../dist');
const { args, url, option } = commandLine();
const cpuRate = Number(option('--cpu', '4'));
const top = Number(option('--top', '40'));

const consumers = new Map();
function consumerFor(scriptUrl) {
  if (consumers.has(scriptUrl)) return consumers.get(scriptUrl);
  let consumer = null;
  const match = /\/static\/js\/([^?#]+\.js)$/.exec(scriptUrl);
  if (match) {
    const mapFile = path.join(DIST, 'static/js', `${match[1]}.map`);
    if (fs.existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  }
  consumers.set(scriptUrl, consumer);
  return consumer;
}

function locate(frame) {
  const consumer = frame.url ? consumerFor(frame.url) : null;
  if (!consumer) {
    return { file: frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName || 'native'})`, name: frame.functionName || '(anonymous)' };
  }
  const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (original.source || '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  return { file, name: `${original.name || frame.functionName || '(anonymous)'}:${original.line ?? '?'}` };
}

/**
 * The main thread's tasks (RunTask events of the trace), longest first, each with the functions that
 * were on the stack longest during it (inclusive time): what a long task was doing. Without task
 * events, runs of samples without idle time stand in for tasks.
 */
function printBusySegments(profile, byId, tasks) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const segments = [];
  let current = null;
  let time = profile.startTime;
  const taskAt = (timestamp) => tasks.find((task) => timestamp >= task.ts && timestamp <= task.ts + task.dur);
  const byTask = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i];
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    const idle = node.callFrame.functionName === '(idle)';
    if (tasks.length > 0) {
      const task = idle ? undefined : taskAt(time);
      if (!task) continue;
      if (!byTask.has(task)) {
        const segment = { start: (task.ts - profile.startTime) / 1000, duration: task.dur / 1000, inclusive: new Map() };
        byTask.set(task, segment);
        segments.push(segment);
      }
      current = byTask.get(task);
    } else {
      if (idle) {
        if (current) segments.push(current);
        current = null;
        continue;
      }
      current ??= { start: (time - profile.startTime) / 1000, duration: 0, inclusive: new Map() };
      current.duration += delta;
    }
    if (args.includes('--self')) {
      // Self time: the function running at the sample (the leaf), not every caller on the stack.
      const { file, name } = node.callFrame.url ? locate(node.callFrame) : { file: '(native)', name: node.callFrame.functionName || '(program)' };
      const key = `${file.replace(/^node_modules\//, '~')} ${name}`;
      current.inclusive.set(key, (current.inclusive.get(key) ?? 0) + delta);
      continue;
    }
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id).callFrame;
      if (!frame.url) continue;
      const { file, name } = locate(frame);
      const key = `${file.replace(/^node_modules\//, '~')} ${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      current.inclusive.set(key, (current.inclusive.get(key) ?? 0) + delta);
    }
  }
  if (current && tasks.length === 0) segments.push(current);
  console.log(`\nLongest ${tasks.length > 0 ? 'tasks' : 'busy stretches'} (inclusive time of the functions on the stack):`);
  // --by-time: the longest ones in the order they ran.
  const longest = segments.sort((a, b) => b.duration - a.duration).slice(0, Number(option('--segments', '6')));
  if (args.includes('--by-time')) longest.sort((a, b) => a.start - b.start);
  for (const segment of longest) {
    console.log(`  at ${segment.start.toFixed(0)} ms, ${segment.duration.toFixed(0)} ms`);
    [...segment.inclusive.entries()]
      .filter(([key]) => !key.startsWith('~') || option('--vendors', 'no') === 'yes')
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(option('--depth', '25')))
      .forEach(([key, spent]) => console.log(`    ${spent.toFixed(0).padStart(5)} ms  ${key}`));
  }
}

/** Top-level tasks of the page's main thread from trace events (the thread that ran the most). */
function mainThreadTasks(events) {
  return mainThreadEvents(events).filter((event) => event.name === 'RunTask');
}

async function main() {
  if (!url) throw new Error('Usage: profile-load.js <url> [--cpu N] [--top N]');
  await withFreshChromium({ width: 375, height: 812 }, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const traceEvents = [];
    cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'networkidle' });
    const loaded = Date.now() - started;
    // --settle ms: keep recording after the network is idle (work put off until then).
    await page.waitForTimeout(Number(option('--settle', '0')));
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;

    // Self time per node from the samples.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i += 1) {
      const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
    }
    const perFile = new Map();
    const perFunction = new Map();
    let total = 0;
    for (const [id, time] of self) {
      const node = byId.get(id);
      const { file, name } = locate(node.callFrame);
      if (file === '(idle)' || file === '(program)') continue;
      total += time;
      perFile.set(file, (perFile.get(file) ?? 0) + time);
      const key = `${file} ${name}`;
      perFunction.set(key, (perFunction.get(key) ?? 0) + time);
    }
    const print = (title, map) => {
      console.log(`\n${title}`);
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .forEach(([key, time]) => console.log(`  ${time.toFixed(0).padStart(6)} ms  ${key}`));
    };
    console.log(`${url}: loaded (network idle) in ${loaded} ms at ${cpuRate}x CPU; busy ${total.toFixed(0)} ms (self time, idle excluded)`);
    print('Self time per source file', perFile);
    print('Self time per function', perFunction);
    printBusySegments(profile, byId, mainThreadTasks(traceEvents));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
