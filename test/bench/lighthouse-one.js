#!/usr/bin/env node
/**
 * One Lighthouse run (mobile, simulated slow 4G, 4x CPU — as in `npm run bench`) against a running
 * server, with what explains the score: metrics, the LCP element and its phases, long tasks, script
 * boot-up time and the request chain. For looking into a route while working on it; not a test.
 *
 *   node test/bench/lighthouse-one.js http://127.0.0.1:8091/some-category.html [--runs N] [--json out.json]
 */
const fs = require('node:fs');

const { runLighthouse } = require('./chrome');
const { commandLine } = require('./args');

const { url, option } = commandLine();
const runs = Number(option('--runs') || 1);
const jsonOut = option('--json');
const taskLimit = Number(option('--tasks', '0'));

const ms = (value) => `${Math.round(value)} ms`;

function report(lhr) {
  const num = (key) => lhr.audits[key]?.numericValue ?? NaN;
  console.log(
    `perf ${Math.round(lhr.categories.performance.score * 100)} | FCP ${ms(num('first-contentful-paint'))} | LCP ${ms(
      num('largest-contentful-paint')
    )} | SI ${ms(num('speed-index'))} | TBT ${ms(num('total-blocking-time'))} | CLS ${num('cumulative-layout-shift').toFixed(3)} | TTI ${ms(
      num('interactive')
    )}`
  );
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of lcpElement) {
    for (const item of table.items ?? []) {
      if (item.node) console.log(`  LCP element: ${item.node.snippet?.slice(0, 160)}`);
      if (item.phase) console.log(`  LCP phase ${item.phase}: ${ms(item.timing)}`);
    }
  }
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  console.log(`  long tasks (simulated): ${longTasks.length}`);
  for (const task of longTasks.slice(0, 15)) {
    console.log(`    at ${ms(task.startTime)} for ${ms(task.duration)}  ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`);
  }
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  console.log('  script boot-up (ms total / scripting / parse):');
  for (const item of bootup.slice(0, 8)) {
    console.log(`    ${Math.round(item.total)} / ${Math.round(item.scripting)} / ${Math.round(item.scriptParseCompile)}  ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`);
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  console.log('  requests (observed start → end, KB transferred):');
  for (const request of requests.slice(0, 30)) {
    console.log(
      `    ${ms(request.networkRequestTime)} → ${ms(request.networkEndTime)}  ${(request.transferSize / 1024).toFixed(1)}  ${String(request.url)
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 110)}`
    );
  }
}

/**
 * The main thread's top-level tasks of the observed (unthrottled) load that Lantern turns into long
 * tasks (over 50 ms / 4 = 12.5 ms), each with where its time went.
 */
function printTasks(trace, limit) {
  const events = trace.traceEvents;
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((other) => other.pid === event.pid && other.name === 'ResourceSendRequest'));
  if (!mainThread) return;
  const onMain = events.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === mainThread.pid)?.ts ?? onMain[0].ts;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 12500);
  console.log(`  observed tasks over 12.5 ms (x4 in the simulation): ${tasks.length}`);
  for (const task of tasks.slice(0, limit)) {
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const byName = new Map();
    for (const event of inside) byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
    const first = inside.find((event) => ['FunctionCall', 'EvaluateScript', 'TimerFire', 'XHRReadyStateChange', 'FireAnimationFrame', 'RunMicrotasks', 'ParseHTML', 'v8.callFunction'].includes(event.name));
    const what = first ? `${first.name} ${String(first.args?.data?.url ?? first.args?.data?.functionName ?? '').replace(/^https?:\/\/[^/]+/, '')}` : '';
    const parts = [...byName.entries()].filter(([, time]) => time > 2).sort((a, b) => b[1] - a[1]).slice(0, 7).map(([name, time]) => `${name} ${time.toFixed(0)}`).join(', ');
    console.log(`    +${((task.ts - navigation) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms: ${what}\n        ${parts}`);
  }
}

async function main() {
  if (!url) throw new Error('Usage: lighthouse-one.js <url> [--runs N] [--json file]');
  for (let run = 0; run < runs; run += 1) {
    const result = await runLighthouse(url);
    report(result.lhr);
    if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(result.lhr));
    if (taskLimit) printTasks(result.artifacts.Trace, taskLimit);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
