/**
 * The numbers and addresses Romanian and EU law fixes for the shop (shared/legal.json, the one file the
 * server and the storefront both read; src/lib/legal.ts imports it into the client build). Each rule
 * names its source; docs/legal.md maps every rule to the code that applies it.
 *
 * The JSON lives outside server/ (the client build imports it); the server reads it once, from the
 * project root found upwards from this file (server/legal in the sources, build/server/legal once
 * compiled), as server/graphql/magentoExtensions.ts reads its manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A rule and the legal text it comes from. */
interface SourcedRule {
  /** The act, article and paragraph the values below apply. */
  source: string;
}

export interface LegalRules {
  about: string;
  /** Price reductions: the prior price is the lowest of this many days before the reduction began. */
  omnibus: SourcedRule & { windowDays: number };
  /** The right of withdrawal from a distance contract. */
  withdrawal: SourcedRule & { periodDays: number; timeZone: string; path: string };
  /** The consumer-protection authority's links (SAL). */
  anpc: SourcedRule & { salUrl: string; anpcUrl: string };
  /** The accessibility statement's page. */
  accessibility: SourcedRule & { path: string };
}

const RULES_FILE = path.join('shared', 'legal.json');

function rulesPath(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, RULES_FILE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${RULES_FILE} not found above ${from}`);
  }
}

let loaded: Readonly<LegalRules> | undefined;

/** Every rule of shared/legal.json, read once and checked where the server relies on a number. */
export function legalRules(): Readonly<LegalRules> {
  if (!loaded) {
    const file = rulesPath();
    const rules = JSON.parse(readFileSync(file, 'utf8')) as LegalRules;
    const windowDays = rules.omnibus?.windowDays;
    if (!Number.isInteger(windowDays) || windowDays < 1) throw new Error(`${file}: omnibus.windowDays must be a whole number of days`);
    loaded = rules;
  }
  return loaded;
}
