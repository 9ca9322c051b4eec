/**
 * /sitemap.xml (the index), /sitemap-{store code}[-{n}].xml (a view's pages) and /robots.txt (the
 * store's rules, from public/robots.txt, with the sitemap's absolute address): from the embedded back
 * end's database, or in proxy mode from the real Magento's GraphQL through the page planner.
 */
import type { FastifyInstance } from 'fastify';

import { requestOrigin } from './domain/context';
import { registerRobotsRules, robotsRules, robotsTxt } from './services/robots';
import { sitemapIndex, storeSitemap, type SitemapSource } from './services/sitemap';

export interface SitemapPluginOptions {
  source: SitemapSource;
  staticDir: string;
  publicBaseUrl?: string;
}

/** Crawlers may keep a sitemap for an hour. */
const CACHE = 'public, max-age=3600';

export default async function sitemapPlugin(app: FastifyInstance, { source, staticDir, publicBaseUrl }: SitemapPluginOptions): Promise<void> {
  app.get('/sitemap.xml', async (request, reply) => {
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE);
    return sitemapIndex(source, requestOrigin(request, publicBaseUrl));
  });

  app.get<{ Params: { code: string } }>('/sitemap-:code.xml', async (request, reply) => {
    const xml = await storeSitemap(source, requestOrigin(request, publicBaseUrl), request.params.code);
    if (xml === null) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE);
    return xml;
  });

  // The same rules answer GraphQL's robotsConfig (services/robots.ts).
  registerRobotsRules(app.server, staticDir);
  app.get('/robots.txt', async (request, reply) => {
    const rules = await robotsRules(app.server);
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE);
    return robotsTxt(rules, requestOrigin(request, publicBaseUrl));
  });
}
