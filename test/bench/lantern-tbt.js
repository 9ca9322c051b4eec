#!/usr/bin/env node
/**
 * What Lighthouse's simulated Total Blocking Time is made of: one Lighthouse run (as in `npm run bench`),
 * then Lantern's TBT with every main-thread task that counts — simulated (4x) at 50 ms or more and
 * ending after the simulated FCP — its simulated start and length, and what ran in it: the script
 * entries (mapped back to source through dist/static/js/*.map), timers, layouts and parses. For
 * working on TBT; not a test.
 *
 *   node test/bench/lantern-tbt.js http://127.0.0.1:8091/ [--save artifacts.json] [--load artifacts.json] [--profile]
 *
 * --profile records V8's sampling profile in the trace too (it slows the page a little) and lists, under
 * each task, the project's functions that were on the stack longest during it (inclusive time, 1x).
 */
const fs = require('node:fs');
const path = require('node:path');
const { SourceMapConsumer } = require('source-map-js');

const { runLighthouse } = require('./chrome');
const { commandLine } = require('./args');

const { url, option, flag } = commandLine();

const consumers = new Map();
function consumerFor(scriptUrl) {
  if (consumers.has(scriptUrl)) return consumers.get(scriptUrl);
  let consumer;
  const file = path.join(__dirname, '../../dist/static/js', String(scriptUrl).replace(/^.*\/static\/js\//, '').replace(/[?#].*$/, ''));
  try {
    consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  } catch {
    consumer = null;
  }
  consumers.set(scriptUrl, consumer);
  return consumer;
}

/** A FunctionCall's function as file:line name in the source, when the build's source map knows it. */
function locate(data) {
  const consumer = data?.url ? consumerFor(data.url) : null;
  const short = String(data?.url ?? '').replace(/^.*\//, '');
  if (!consumer || data.lineNumber == null) return `${short}[${data?.functionName ?? ''}]`;
  const found = consumer.originalPositionFor({ line: data.lineNumber + 1, column: data.columnNumber ?? 0 });
  if (!found.source) return `${short}[${data.functionName ?? ''}]`;
  return `${found.source.replace(/^.*?(src|node_modules)\//, '$1/')}:${found.line} ${found.name ?? data.functionName ?? ''}`;
}

/** The trace's CPU profile samples ({ts, stack of node ids}) and its nodes by id, when it has one. */
function readProfile(traceEvents) {
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  for (const event of traceEvents) {
    if (event.name === 'Profile') starts.set(`${event.pid}:${event.id}`, event.args?.data?.startTime ?? event.ts);
  }
  const clocks = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'ProfileChunk') continue;
    // Profile ids are per process: each process's profile starts at 0x1.
    const id = `${event.pid}:${event.id}`;
    const profile = event.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(`${id}:${node.id}`, { ...node, key: `${id}:${node.parent}` });
    let clock = clocks.get(id) ?? starts.get(id) ?? event.ts;
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile.samples ?? []).forEach((sample, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node: `${id}:${sample}` });
    });
    clocks.set(id, clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** The project functions on the stack longest during [from, to] (µs), by inclusive time. */
function profiledFunctions(profile, from, to) {
  const totals = new Map();
  let previous = null;
  for (const sample of profile.samples) {
    if (sample.ts < from) continue;
    if (sample.ts > to) break;
    const interval = previous === null ? 0 : sample.ts - previous;
    previous = sample.ts;
    const seen = new Set();
    for (let node = profile.nodes.get(sample.node); node; node = profile.nodes.get(node.key)) {
      const frame = node.callFrame ?? {};
      if (!frame.url) continue;
      const name = locate({ url: frame.url, lineNumber: frame.lineNumber, columnNumber: frame.columnNumber, functionName: frame.functionName });
      if (!name.startsWith('src/') || seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + interval);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).filter(([, time]) => time >= 500).slice(0, 8);
}

function describe(node) {
  const parts = [];
  const names = new Map();
  for (const event of node.childEvents) {
    if (event.name === 'EvaluateScript' && (event.dur ?? 0) >= 1000) parts.push(`evaluate ${String(event.args?.data?.url ?? '').replace(/^.*\//, '')} ${(event.dur / 1000).toFixed(1)}`);
    else if (event.name === 'FunctionCall' || event.name === 'TimerFire' || event.name === 'FireAnimationFrame' || event.name === 'EventDispatch') {
      const what = event.name === 'FunctionCall' ? locate(event.args?.data) : `${event.name}${event.args?.data?.type ? `(${event.args.data.type})` : ''}`;
      if ((event.dur ?? 0) >= 1000) parts.push(`${what} ${(event.dur / 1000).toFixed(1)}`);
    } else names.set(event.name, (names.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const top = [...names.entries()].filter(([name, time]) => time >= 1 && !/^(RunTask|ThreadControllerImpl::RunTask|V8\.)/.test(name)).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, time]) => `${name} ${time.toFixed(1)}`);
  return `${parts.join(' | ')}${parts.length && top.length ? ' || ' : ''}${top.join(', ')}`;
}

async function main() {
  const loaded = option('--load') ? JSON.parse(fs.readFileSync(option('--load'), 'utf8')) : null;
  if (!url && !loaded) throw new Error('Usage: lantern-tbt.js <url> [--save file] | --load file');
  const { artifacts, settings, lhr } = loaded ?? (await (async () => {
    const config = flag('--profile')
      ? { extends: 'lighthouse:default', settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } }
      : undefined;
    const result = await runLighthouse(url, undefined, config);
    return { artifacts: result.artifacts, settings: result.lhr.configSettings, lhr: result.lhr };
  })());
  if (option('--save')) fs.writeFileSync(option('--save'), JSON.stringify({ artifacts: { Trace: artifacts.Trace, DevtoolsLog: artifacts.DevtoolsLog, GatherContext: artifacts.GatherContext, URL: artifacts.URL, SourceMaps: [] }, settings, lhr: { configSettings: settings, audits: lhr.audits } }));
  const { LanternTotalBlockingTime } = await import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js');
  const { LanternFirstContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js');
  const { LanternInteractive } = await import('lighthouse/core/computed/metrics/lantern-interactive.js');
  const context = { computedCache: new Map(), settings };
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [], simulator: null };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  if (lhr?.audits) console.log(`Lighthouse TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`);
  console.log(`Lantern TBT ${Math.round(tbt.timing)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}); FCP ${Math.round(fcp.optimisticEstimate.timeInMs)}–${Math.round(fcp.pessimisticEstimate.timeInMs)}, TTI ${Math.round(tti.optimisticEstimate.timeInMs)}–${Math.round(tti.pessimisticEstimate.timeInMs)} ms`);
  const from = fcp.optimisticEstimate.timeInMs;
  const rows = [...tbt.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= 50 && timing.endTime > from)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  const profile = readProfile(artifacts.Trace.traceEvents);
  for (const [node, timing] of rows) {
    console.log(`${String(Math.round(timing.startTime)).padStart(5)} +${String(Math.round(timing.duration)).padStart(4)} (1x ${(node.duration / 1000).toFixed(1)})  ${describe(node)}`);
    if (profile.samples.length === 0) continue;
    for (const [name, time] of profiledFunctions(profile, node.event.ts, node.event.ts + node.event.dur)) {
      console.log(`        ${(time / 1000).toFixed(1).padStart(5)}  ${name}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
