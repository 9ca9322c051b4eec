// axe-core in the page: the serious and critical violations, one "rule: target" line per element.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = path.resolve(__dirname, '..', '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

/** In the whole page, or only inside the elements `within` selects. */
export async function seriousViolations(page: Page, within?: string | string[]): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (script-src 'self') would block a script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(fs.readFileSync(AXE, 'utf8'));
  const include = within === undefined ? null : typeof within === 'string' ? [within] : within;
  return page.evaluate(async (selectors) => {
    type AxeResult = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(selectors ? { include: selectors.map((selector) => [selector]) } : document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  }, include);
}
