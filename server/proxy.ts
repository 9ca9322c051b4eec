/**
 * Proxy mode (MAGENTO_BACKEND_URL): the storefront runs against the retailer's real Magento. /graphql,
 * /rest and /media go to it unchanged (headers, query string, body); the embedded back end and its
 * database are not started at all.
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export const PROXIED_PREFIXES = ['/graphql', '/rest', '/media'] as const;

export interface ProxyOptions {
  /** Magento base URL, e.g. https://magento.example.com or https://example.com/shop. */
  target: string;
}

export async function registerMagentoProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const target = new URL(options.target);
  // A base path on the target (https://example.com/shop) is kept in front of every forwarded path.
  const basePath = target.pathname.replace(/\/+$/, '');
  for (const prefix of PROXIED_PREFIXES) {
    await app.register(httpProxy, {
      upstream: target.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      http2: false,
      replyOptions: {
        // Magento down or unreachable: say so (502), in GraphQL's shape on /graphql.
        onError: (reply, { error }) => {
          reply.log.error({ err: error }, `Magento back end unreachable (${prefix})`);
          const message = 'The Magento back end is unreachable';
          void reply
            .code(502)
            .header('cache-control', 'no-store')
            .send(prefix === '/graphql' ? { errors: [{ message, extensions: { category: 'internal' } }] } : { message });
        }
      }
    });
  }
}
