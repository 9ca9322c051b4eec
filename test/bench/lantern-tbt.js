#!/usr/bin/env node
/**
 * What Lighthouse's simulated Total Blocking Time is made of: one Lighthouse run (as in `npm run bench`),
 * then Lantern's TBT with every main-thread task that counts — simulated (4x) at 50 ms or more and
 * ending after the simulated FCP — its simulated start and length, and what ran in it: the script
 * entries (mapped back to source through dist/static/js/*.map), timers, layouts and parses. For
 * working on TBT; not a test.
 *
 *   node test/bench/lantern-tbt.js http://127.0.0.1:8091/ [--save artifacts.json] [--load artifacts.json]
 */
const fs = require('node:fs');
const path = require('node:path');
const { SourceMapConsumer } = require('source-map-js');

const { runLighthouse } = require('./chrome');
const { commandLine } = require('./args');

const { url, option } = commandLine();

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
    const result = await runLighthouse(url);
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
  for (const [node, timing] of rows) {
    console.log(`${String(Math.round(timing.startTime)).padStart(5)} +${String(Math.round(timing.duration)).padStart(4)} (1x ${(node.duration / 1000).toFixed(1)})  ${describe(node)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
