// First-load sizes per route (gzip), from the production build: the entry's initial JS/CSS plus the
// active locale's messages (the entry's and the route's files) plus the route's lazy chunk group. Budgets (DESIGN.md, budgets): JS ≤ 170 KB,
// CSS ≤ 25 KB. Usage: node scripts/bundle-report.js [--json]   (after npm run build:client)
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.join(__dirname, '..');
const dist = path.join(root, 'dist');
const statsFile = path.join(root, 'build', 'client-stats.json');

const BUDGET_JS = 170 * 1024;
const BUDGET_CSS = 25 * 1024;

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

function sum(files, extension) {
  return [...new Set(files)].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipSize(file), 0);
}

function report() {
  if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: run npm run build:client first`);
  const { entry, groups } = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const locale = groups['i18n-ro_RO'] ?? [];
  const routes = Object.keys(groups).filter((name) => !name.startsWith('i18n-'));
  const rows = [{ route: '(shell only)', files: [...entry, ...locale] }].concat(
    routes.map((route) => ({ route, files: [...entry, ...locale, ...groups[route], ...(groups[`i18n-ro_RO/${route}`] ?? [])] }))
  );
  return rows.map(({ route, files }) => {
    // The locale's message files count with the scripts.
    const js = sum(files, '.js') + sum(files, '.json');
    const css = sum(files, '.css');
    return { route, jsGzipKB: +(js / 1024).toFixed(1), cssGzipKB: +(css / 1024).toFixed(1), withinBudget: js <= BUDGET_JS && css <= BUDGET_CSS };
  });
}

module.exports = { report, BUDGET_JS, BUDGET_CSS };

if (require.main === module) {
  const rows = report();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else console.table(rows);
  if (rows.some((row) => !row.withinBudget)) process.exitCode = 1;
}
