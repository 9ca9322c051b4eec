#!/usr/bin/env node
/**
 * Main-thread cost of a page load without CPU slowdown, as the median of N fresh loads: each script's
 * evaluation time, the number of tasks over 12.5 ms (Lighthouse's 4x slowdown makes them long tasks)
 * and the sum of their time over 12.5 ms (about a quarter of the TBT they cause). Steadier than one
 * Lighthouse run for comparing two builds; for working on start-up cost, not a test.
 *
 *   node test/bench/long-tasks.js http://127.0.0.1:8091/some-category.html [runs, default 5]
 */
const { withFreshChromium } = require('./chrome');
(async () => {
  const url = process.argv[2]; const n = Number(process.argv[3] || 5);
  const per = new Map();
  for (let i = 0; i < n; i++) {
    await withFreshChromium({ width: 375, height: 812 }, async (page, ctx) => {
      const cdp = await ctx.newCDPSession(page);
      const ev = []; cdp.on('Tracing.dataCollected', ({ value }) => ev.push(...value));
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
      await page.goto(url, { waitUntil: 'networkidle' });
      await cdp.send('Tracing.end'); await done;
      const renderers = new Set(ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.pid + ':' + e.tid));
      const byThread = new Map();
      for (const e of ev) if (e.name === 'RunTask' && e.ph === 'X' && renderers.has(e.pid + ':' + e.tid)) byThread.set(e.pid + ':' + e.tid, (byThread.get(e.pid + ':' + e.tid) || 0) + e.dur);
      const mainKey = [...byThread].sort((a, b) => b[1] - a[1])[0][0];
      const tasks = ev.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid + ':' + e.tid === mainKey);
      const evals = ev.filter((e) => e.name === 'EvaluateScript' && e.ph === 'X');
      for (const e of evals) { const k = (e.args?.data?.url || '').replace(/.*\//, '').replace(/\.[0-9a-f]{8}/, ''); if (!k) continue; (per.get(k) || per.set(k, []).get(k)).push(e.dur / 1000); }
      const long = tasks.filter((t) => t.dur > 12500).length; const total = tasks.reduce((s, t) => s + (t.dur > 12500 ? t.dur / 1000 - 12.5 : 0), 0);
      (per.get('#long>12.5') || per.set('#long>12.5', []).get('#long>12.5')).push(long);
      (per.get('Σ(task-12.5)') || per.set('Σ(task-12.5)', []).get('Σ(task-12.5)')).push(total);
      (per.get('Σtasks') || per.set('Σtasks', []).get('Σtasks')).push(tasks.reduce((s, t) => s + t.dur / 1000, 0));
    });
  }
  const med = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const [k, v] of per) if (med(v) > 1) console.log(k.padEnd(40), med(v).toFixed(1));
})();
