/**
 * Proxy mode (MAGENTO_BACKEND_URL): the storefront runs against the retailer's real Magento. /graphql,
 * /rest and /media go to it unchanged (headers, query string, body); the embedded back end and its
 * database are not started at all. The one change: Magento's errors get the code the storefront acts
 * on (server/magentoErrorCodes.ts), which a stock Magento does not send.
 */
import type { Readable } from 'node:stream';

import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { addMagentoErrorCodes } from './magentoErrorCodes';

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
        ...(prefix === '/media'
          ? {}
          : {
              // Uncompressed from Magento, so that an error's JSON can be read (the storefront compresses).
              rewriteRequestHeaders: (_request, headers) => {
                const { 'accept-encoding': _encoding, ...rest } = headers;
                return rest;
              },
              // reply-from hands over Magento's answer as { stream } (its types say otherwise).
              onResponse: (_request, reply, response) => {
                void sendWithErrorCodes(reply as FastifyReply, response as unknown as { stream: Readable });
              }
            }),
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

/** Magento's JSON answer as it came, with the code added to the errors that have none. */
async function sendWithErrorCodes(reply: FastifyReply, response: { stream: Readable }): Promise<void> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('json') || reply.getHeader('content-encoding')) {
    void reply.send(response.stream);
    return;
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of response.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  } catch (error) {
    reply.log.error({ err: error }, 'Magento answer interrupted');
    void reply.code(502).send({ message: 'The Magento back end is unreachable' });
    return;
  }
  const raw = Buffer.concat(chunks);
  let body: Buffer | string = raw;
  // Only answers that may hold errors are read: an error status, or GraphQL's 200 with "errors".
  if (reply.statusCode >= 400 || raw.includes('"errors"')) {
    try {
      const json: unknown = JSON.parse(raw.toString('utf8'));
      if (addMagentoErrorCodes(json)) body = JSON.stringify(json);
    } catch {
      // Not JSON after all: passed on as it came.
    }
  }
  reply.removeHeader('content-length');
  void reply.send(body);
}
