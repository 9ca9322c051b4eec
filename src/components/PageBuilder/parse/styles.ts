/**
 * Page Builder 2.4 saves each element's styles in a <style> block before the row, as
 * `#html-body [data-pb-style=ID]{...}` rules (some inside @media blocks). Plain rules become the
 * element's inline style; rules under a media query (or with any other selector) stay in a scoped
 * stylesheet that the renderer emits once per content body, with !important so they beat the inline
 * base styles the way they beat Magento's own base rules.
 */
import type { CSSProperties } from 'react';

export interface StyleSheetIndex {
  /** Base declarations per data-pb-style id. */
  byId: Map<string, CSSProperties>;
  /** Rules the renderer keeps in a scoped <style> (media queries, compound selectors). */
  scopedCss: string;
}

const SIMPLE_SELECTOR = /^#html-body\s+\[data-pb-style=["']?([\w-]+)["']?\]$/;
const anyPbSelector = () => /#html-body\s+(\[data-pb-style=["']?[\w-]+["']?\])/g;
const SAFE_PROPERTY = /^-?[a-z][a-z-]*$/;
/** Values that could fetch or run something are dropped: background images come from data attributes. */
const UNSAFE_VALUE = /(url\s*\(|expression\s*\(|javascript:|@import|behavio(u)?r|[<>{}])/i;
const SAFE_MEDIA = /^@media[\w\s():,.-]+$/i;

function camelCase(property: string): string {
  if (property.startsWith('--')) return property;
  return property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** 'a:b;c:d' → [['a','b'],['c','d']] with unsafe pairs removed. */
export function parseDeclarations(css: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (!value || !SAFE_PROPERTY.test(property) || UNSAFE_VALUE.test(value)) continue;
    pairs.push([property, value]);
  }
  return pairs;
}

export function declarationsToStyle(css: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const [property, value] of parseDeclarations(css)) style[camelCase(property.replace(/\s*!important$/, ''))] = value.replace(/\s*!important$/i, '');
  return style as CSSProperties;
}

interface RawRule {
  selector: string;
  body: string;
  media?: string;
}

/** A small CSS reader for Page Builder's generated blocks: rules, optionally inside @media. */
export function readRules(css: string): RawRule[] {
  const rules: RawRule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let index = 0;
  const readBlock = (from: number): [string, number] => {
    let depth = 0;
    for (let i = from; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') {
        depth--;
        if (depth === 0) return [text.slice(from + 1, i), i + 1];
      }
    }
    return [text.slice(from + 1), text.length];
  };
  const collect = (source: string, media?: string) => {
    const pattern = /([^{}]+)\{([^{}]*)\}/g;
    for (const match of source.matchAll(pattern)) rules.push({ selector: match[1].trim(), body: match[2], media });
  };
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) break;
    const prelude = text.slice(index, open).trim();
    const [body, next] = readBlock(open);
    if (prelude.startsWith('@media')) collect(body, prelude);
    else if (!prelude.startsWith('@')) rules.push({ selector: prelude, body });
    index = next;
  }
  return rules;
}

function important(css: string): string {
  return parseDeclarations(css)
    .map(([property, value]) => `${property}:${value.replace(/\s*!important$/i, '')} !important`)
    .join(';');
}

/** Reads every <style> element of a parsed Page Builder body (nested blocks included). */
export function indexStyles(root: ParentNode): StyleSheetIndex {
  const byId = new Map<string, CSSProperties>();
  const scoped: string[] = [];
  for (const element of Array.from(root.querySelectorAll('style'))) {
    for (const rule of readRules(element.textContent ?? '')) {
      const selectors = rule.selector.split(',').map((s) => s.trim());
      const simple = !rule.media && selectors.map((s) => SIMPLE_SELECTOR.exec(s)).every(Boolean);
      if (simple) {
        for (const selector of selectors) {
          const id = SIMPLE_SELECTOR.exec(selector)?.[1];
          if (id) byId.set(id, { ...byId.get(id), ...declarationsToStyle(rule.body) });
        }
        continue;
      }
      // Only rules aimed at Page Builder elements are kept, re-scoped to the renderer's root.
      if (!selectors.every((s) => anyPbSelector().test(s) && !/[<>{}@]/.test(s.replace(anyPbSelector(), '')))) continue;
      const scopedSelector = selectors.map((s) => s.replace(anyPbSelector(), '.pagebuilder-root $1')).join(',');
      const body = important(rule.body);
      if (!body) continue;
      if (rule.media) {
        if (SAFE_MEDIA.test(rule.media)) scoped.push(`${rule.media}{${scopedSelector}{${body}}}`);
      } else scoped.push(`${scopedSelector}{${body}}`);
    }
    element.remove();
  }
  return { byId, scopedCss: scoped.join('\n') };
}
