/**
 * /media/<path>: the files under MEDIA_DIR (catalog/product/..., catalog/category/..., banners, ...).
 * With resizing parameters (resize.ts) the image is resized once with sharp and kept in a disk cache
 * (MEDIA_DIR/cache/<xx>/<hash>.<ext> by default); the key covers the source's size and mtime, so a
 * replaced image gets fresh variants. Everything is cached by browsers and CDNs for a year.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_TYPES,
  FORMAT_CONTENT_TYPES,
  FORMAT_EXTENSIONS,
  parseResizeParams,
  resizeImage,
  specKey,
  type ResizeSpec
} from './resize';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000';

export interface MediaOptions {
  /** Folder served under /media. */
  mediaDir: string;
  /** Where resized variants are kept; default mediaDir/cache (never served directly). */
  cacheDir?: string;
}

type PathResult = { ok: true; file: string; relative: string } | { ok: false; status: number; message: string };

/**
 * The file a /media URL names, or why it is refused. Each segment is decoded on its own so an encoded
 * slash or dot-dot cannot climb out of the media folder.
 */
export function resolveMediaPath(mediaDir: string, url: string): PathResult {
  const pathname = url.split('?', 1)[0];
  const rest = pathname.replace(/^\/media\/?/, '');
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400, message: 'Invalid media path: bad URL encoding' };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[\\/\0]/.test(segment)) {
      return { ok: false, status: 400, message: 'Invalid media path' };
    }
    segments.push(segment);
  }
  // Dot files and the resize cache are not part of the public media.
  if (segments.some((s) => s.startsWith('.')) || segments[0] === 'cache') {
    return { ok: false, status: 404, message: 'Not found' };
  }
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return { ok: false, status: 400, message: 'Invalid media path' };
  return { ok: true, file, relative: segments.join('/') };
}

const text = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);

const etagMatches = (request: FastifyRequest, etag: string): boolean =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(etag);

export default async function mediaPlugin(app: FastifyInstance, options: MediaOptions): Promise<void> {
  const mediaDir = path.resolve(options.mediaDir);
  const cacheDir = path.resolve(options.cacheDir ?? path.join(mediaDir, 'cache'));
  /** Variants being made right now: concurrent requests for the same one wait for a single resize. */
  const inFlight = new Map<string, Promise<Buffer>>();

  async function variant(file: string, cacheFile: string, spec: ResizeSpec): Promise<Buffer> {
    const running = inFlight.get(cacheFile);
    if (running) return running;
    const work = (async () => {
      const image = await resizeImage(file, spec);
      await mkdir(path.dirname(cacheFile), { recursive: true });
      // Write then rename: a reader never sees half a file, even with several server processes.
      const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, image);
      await rename(temporary, cacheFile);
      return image;
    })();
    inFlight.set(cacheFile, work);
    try {
      return await work;
    } finally {
      inFlight.delete(cacheFile);
    }
  }

  app.get('/media/*', async (request, reply) => {
    const target = resolveMediaPath(mediaDir, request.url);
    if (!target.ok) return text(reply, target.status, target.message);

    const info = await stat(target.file).catch(() => undefined);
    if (!info?.isFile()) return text(reply, 404, 'Not found');

    const extension = path.extname(target.file).toLowerCase();
    const parsed = parseResizeParams(request.query as Record<string, unknown>, request.headers.accept, extension);
    if (parsed.kind === 'invalid') return text(reply, 400, parsed.message);

    reply.header('cache-control', MEDIA_CACHE_CONTROL);

    if (parsed.kind === 'original') {
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply.header('etag', etag).header('last-modified', info.mtime.toUTCString());
      if (etagMatches(request, etag)) return reply.code(304).send();
      reply.type(CONTENT_TYPES[extension] ?? 'application/octet-stream').header('content-length', info.size);
      return reply.send(createReadStream(target.file));
    }

    if (!CONTENT_TYPES[extension] || extension === '.ico') {
      return text(reply, 400, `Images of type ${extension || '(none)'} cannot be resized`);
    }

    const { spec, variesOnAccept } = parsed;
    if (variesOnAccept) reply.header('vary', 'Accept');
    const hash = createHash('sha256')
      .update(`${target.relative}|${info.size}|${info.mtimeMs}|${specKey(spec)}`)
      .digest('hex');
    const etag = `"${hash.slice(0, 32)}"`;
    reply.header('etag', etag).type(FORMAT_CONTENT_TYPES[spec.format]);
    if (etagMatches(request, etag)) return reply.code(304).send();

    const cacheFile = path.join(cacheDir, hash.slice(0, 2), `${hash}.${FORMAT_EXTENSIONS[spec.format]}`);
    const cached = await stat(cacheFile).catch(() => undefined);
    if (cached?.isFile()) {
      reply.header('x-media-cache', 'hit').header('content-length', cached.size);
      return reply.send(createReadStream(cacheFile));
    }
    try {
      const image = await variant(target.file, cacheFile, spec);
      return reply.header('x-media-cache', 'miss').send(image);
    } catch (error) {
      request.log.warn({ err: error, file: target.relative }, 'image resize failed');
      return text(reply, 422, 'The image cannot be resized: it is not a readable image');
    }
  });
}
