/**
 * The built SPA (dist/): files with a content hash in their name are cached for a year, index.html and
 * the service worker are revalidated on every load, and precompressed .br/.gz siblings are sent when the
 * browser accepts them. Every other GET path that is not an API path answers index.html: the SPA
 * resolves it (route query). Without a build, those paths answer 503 saying how to build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './pageData';

/** Paths the SPA fallback never answers: they belong to the back end (or its proxy). */
export const API_PREFIXES = ['/graphql', '/rest', '/media', '/datalayer', '/healthz'] as const;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
const UNHASHED_ASSET_CACHE = 'public, max-age=604800';

export const NOT_BUILT_MESSAGE =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds what is missing), then reload.';

/** A content hash of 8+ hex digits between dots or dashes: main.3f2a1b9c.js, 412.a1b2c3d4e5.chunk.css. */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}[.-]/i;
/** Missing files with these endings get a 404, not the SPA: a browser asked for an asset, not a page. */
const ASSET_EXTENSION = /\.(js|mjs|css|map|json|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml)$/i;

export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Cache-Control for a file of the build, by its name (a .br/.gz sibling counts as the file itself). */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'sw.js') return REVALIDATE_CACHE;
  if (HASHED_NAME.test(name)) return IMMUTABLE_CACHE;
  if (/\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i.test(name)) return UNHASHED_ASSET_CACHE;
  return REVALIDATE_CACHE;
}

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?', 1)[0];
  if (pathname === '/rest' || pathname.startsWith('/rest/')) {
    // Magento's REST answer for an unknown route.
    return reply.code(404).send({ message: 'Request does not match any route.' });
  }
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) {
    return reply.code(404).send({ errors: [{ message: 'Not found', extensions: { category: 'graphql' } }] });
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

export interface StaticSiteOptions {
  /** The webpack output folder (index.html, sw.js, static/...). */
  staticDir: string;
  /** index.html with the page's first answers (server/pageData.ts); null → the plain file. */
  renderPage?: (request: FastifyRequest) => Promise<RenderedPage | null>;
}

/**
 * Registers the static files and the app-wide not-found handler. Call on the root instance, after
 * every other route.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = path.resolve(options.staticDir);
  const isBuilt = existsSync(path.join(root, 'index.html'));

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // "/" is answered by servePage (with the page's data), not as a directory index.
      index: false,
      preCompressed: true,
      cacheControl: false,
      redirect: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      }
    });
  }

  /** A page of the SPA (/en/cart, /some-category.html): index.html, with the page's answers if any. */
  async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!isBuilt) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const rendered = options.renderPage ? await options.renderPage(request) : null;
    if (rendered?.redirect) return reply.header('cache-control', REVALIDATE_CACHE).redirect(rendered.redirect.location, rendered.redirect.code);
    if (rendered) {
      reply.code(rendered.status ?? 200).header('cache-control', REVALIDATE_CACHE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (rendered.encoding) reply.header('content-encoding', rendered.encoding);
      return reply.send(rendered.body);
    }
    return reply.code(200).sendFile('index.html');
  }

  // "/" is a page like any other (the static plugin's directory index is off).
  app.get('/', servePage);

  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?', 1)[0];
    if (!isRead || isApiPath(request.url) || ASSET_EXTENSION.test(pathname)) {
      return notFound(request, reply);
    }
    // Any other path is a page of the SPA: the app resolves it.
    return servePage(request, reply);
  });
}
