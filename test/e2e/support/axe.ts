// axe-core in the page: the serious and critical violations, as "rule: target" lines.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = path.resolve(__dirname, '..', '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (script-src 'self') would block a script tag.
  await page.evaluate(fs.readFileSync(AXE, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  });
}
