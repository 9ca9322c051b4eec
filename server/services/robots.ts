/**
 * The store's robots rules: one text, the static folder's robots.txt (public/robots.txt in the sources),
 * served at /robots.txt with the sitemap's address (server/sitemap.ts) and answered to PWA Studio's
 * robotsConfig as its custom instructions (Magento's design/search_engine_robots/custom_instructions,
 * the text of Magento's own robots.txt). The folder is known where the HTTP server is put together, so
 * the rules are looked up by the server (the Fastify instance's http.Server) that registered them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Magento's design/search_engine_robots/default_robots: pages may be indexed and their links followed. */
export const DEFAULT_ROBOTS = 'INDEX,FOLLOW';
/** The rules when the static folder has no robots.txt: everything may be crawled. */
export const FALLBACK_ROBOTS_RULES = 'User-agent: *\nAllow: /\n';

const sources = new WeakMap<object, string>();

/** Remembers where `server`'s robots rules are read from (its static folder). */
export function registerRobotsRules(server: object, staticDir: string): void {
  sources.set(server, path.join(staticDir, 'robots.txt'));
}

/** The robots rules of `server`, without the sitemap line /robots.txt adds. */
export async function robotsRules(server: object | undefined): Promise<string> {
  const file = server ? sources.get(server) : undefined;
  if (!file) return FALLBACK_ROBOTS_RULES;
  return readFile(file, 'utf8').catch(() => FALLBACK_ROBOTS_RULES);
}

/** robots.txt: the rules, then the sitemap index on the store's public origin. */
export function robotsTxt(rules: string, origin: string): string {
  return `${rules.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
