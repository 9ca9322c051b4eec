#!/usr/bin/env node
/**
 * What Lighthouse's simulated LCP is made of: one Lighthouse run (as in `npm run bench`), then Lantern's
 * optimistic and pessimistic LCP graphs with each node's simulated start and end — the requests (bytes,
 * priority, initiator) and main-thread tasks the estimate waits for. Lantern keeps every request that
 * finished before the observed LCP (and what started it), script evaluations and layouts; the metric is
 * the mean of the two estimates. For working on LCP; not a test.
 *
 *   node test/bench/lantern-lcp.js http://127.0.0.1:8091/ [--save artifacts.json] [--load artifacts.json]
 *     [--drop regex] [--size regex=KB] [--early regex] [--split regex=N] [--quiet] [--verbose]
 *
 * --drop and --size ask "what if": the estimate again without the requests whose URL matches, or with
 * their transfer size changed, or (--early) started as soon as the document's response arrives, or (--split)
 * cut into N files downloaded in parallel.
 */
const fs = require('node:fs');

const { runLighthouse } = require('./chrome');
const { commandLine } = require('./args');

const { args, url, option } = commandLine();

async function gather() {
  const result = await runLighthouse(url);
  return { artifacts: result.artifacts, settings: result.lhr.configSettings, lhr: result.lhr };
}

const short = (value) => String(value).replace(/^https?:\/\/[^/]+/, '').slice(0, 90);

function describe(node) {
  if (node.type === 'network') {
    const request = node.request;
    return `NET ${(request.transferSize / 1024).toFixed(1).padStart(5)} KB ${String(request.priority).padEnd(8)} ${String(node.initiatorType ?? '').padEnd(7)} ${short(request.url)}`;
  }
  const names = new Map();
  for (const event of node.childEvents) names.set(event.name, (names.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  const top = [...names.entries()].filter(([, time]) => time >= 1).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, time]) => `${name} ${time.toFixed(0)}`);
  const scripts = node.getEvaluateScriptURLs();
  return `CPU ${(node.duration / 1000).toFixed(1).padStart(5)} ms ${[...scripts].map(short).join(' ')} ${top.join(', ')}`;
}

function printEstimate(label, estimate) {
  console.log(`\n${label}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    console.log(`  ${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)}  ${describe(node)}`);
  }
}

async function main() {
  const loaded = option('--load') ? JSON.parse(fs.readFileSync(option('--load'), 'utf8')) : null;
  if (!url && !loaded) throw new Error('Usage: lantern-lcp.js <url> [--save file] | --load file');
  const { artifacts, settings, lhr } = loaded ?? (await gather());
  if (option('--save')) fs.writeFileSync(option('--save'), JSON.stringify({ artifacts: { Trace: artifacts.Trace, DevtoolsLog: artifacts.DevtoolsLog, GatherContext: artifacts.GatherContext, URL: artifacts.URL, SourceMaps: [] }, settings, lhr: { configSettings: settings } }));
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const result = await LanternLargestContentfulPaint.request(data, context);
  if (lhr?.audits) console.log(`Lighthouse LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`);
  console.log(`Lantern LCP ${Math.round(result.timing)} ms = mean of optimistic ${Math.round(result.optimisticEstimate.timeInMs)} and pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`);
  if (!args.includes('--quiet')) {
    printEstimate('optimistic', result.optimisticEstimate);
    printEstimate('pessimistic', result.pessimisticEstimate);
  }
  const drop = option('--drop') ? new RegExp(option('--drop')) : null;
  const early = option('--early') ? new RegExp(option('--early')) : null;
  const resizes = args.flatMap((arg, index) => (args[index - 1] === '--size' ? [arg.split('=')] : []));
  const resize = resizes.length ? resizes : null;
  const splits = args.flatMap((arg, index) => (args[index - 1] === '--split' ? [arg.split('=')] : []));
  if (drop || resize || early || splits.length) {
    const { LoadSimulator } = await import('lighthouse/core/computed/load-simulator.js');
    const simulator = await LoadSimulator.request(data, context);
    const matches = (node, pattern) => node.type === 'network' && pattern.test(node.request.url);
    const whatIf = (graph) => {
      const kept = graph.cloneWithRelationships((node) => !(drop && matches(node, drop)));
      if (early) {
        // The matching requests start with the document's response (as from a Link header).
        let documentNode = null;
        kept.traverse((node) => {
          if (node.type === 'network' && node.isMainDocument()) documentNode = node;
        });
        kept.traverse((node) => {
          if (!matches(node, early)) return;
          node.removeAllDependencies();
          node.addDependency(documentNode);
        });
      }
      for (const [pattern, parts] of splits) {
        const found = [];
        kept.traverse((node) => {
          if (matches(node, new RegExp(pattern))) found.push(node);
        });
        for (const node of found) {
          const size = node.request.transferSize / Number(parts);
          // The request objects are shared with the other graph: each change is made on a copy.
          node._request = { ...node.request, transferSize: size };
          for (let part = 1; part < Number(parts); part += 1) {
            const copy = new node.constructor({ ...node.request, requestId: `${node.request.requestId}:${part}`, url: `${node.request.url}#${part}`, transferSize: size });
            for (const dependency of node.getDependencies()) copy.addDependency(dependency);
            for (const dependent of node.getDependents()) dependent.addDependency(copy);
          }
        }
      }
      for (const [pattern, kilobytes] of resize ?? []) {
        kept.traverse((node) => {
          if (matches(node, new RegExp(pattern))) node._request = { ...node.request, transferSize: Number(kilobytes) * 1024 };
        });
      }
      const estimate = LanternLargestContentfulPaint.getEstimateFromSimulation(simulator.simulate(kept, {}), {});
      if (args.includes('--verbose')) printEstimate('what if', estimate);
      return estimate.timeInMs;
    };
    const optimistic = whatIf(result.optimisticGraph);
    const pessimistic = whatIf(result.pessimisticGraph);
    console.log(`what if (drop ${drop ?? '-'}, size ${resize?.map((pair) => pair.join('=')).join(', ') ?? '-'}): LCP ${Math.round((optimistic + pessimistic) / 2)} ms = mean of ${Math.round(optimistic)} and ${Math.round(pessimistic)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
