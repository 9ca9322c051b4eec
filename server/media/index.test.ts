import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import Fastify, { type FastifyInstance } from 'fastify';
import mediaPlugin, { MEDIA_CACHE_CONTROL, resolveMediaPath } from './index';
import { parseResizeParams } from './resize';

let app: FastifyInstance;
let mediaDir: string;
let cacheDir: string;

/** A product shot: 800×1000 PNG, red on a transparent ground. */
async function writeImages(dir: string): Promise<void> {
  const productDir = path.join(dir, 'catalog', 'product', 'w', 'h');
  mkdirSync(productDir, { recursive: true });
  await sharp({ create: { width: 800, height: 1000, channels: 4, background: { r: 200, g: 20, b: 30, alpha: 0.8 } } })
    .png()
    .toFile(path.join(productDir, 'whey.png'));
  await sharp({ create: { width: 3000, height: 100, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(path.join(dir, 'catalog', 'wide.jpg'));
  writeFileSync(path.join(dir, 'catalog', 'broken.png'), 'this is not a png');
  writeFileSync(path.join(dir, 'catalog', '.secret.png'), 'hidden');
  writeFileSync(path.join(path.dirname(dir), 'outside.txt'), 'outside the media folder');
}

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'storefront-media-test-'));
  mediaDir = path.join(root, 'media');
  cacheDir = path.join(root, 'cache');
  mkdirSync(mediaDir);
  await writeImages(mediaDir);
  app = Fastify();
  await app.register(mediaPlugin, { mediaDir, cacheDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(path.dirname(mediaDir), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('original files', () => {
  it('serves a file with its type and a year of caching', async () => {
    const response = await get('/media/catalog/product/w/h/whey.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1000]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/media/catalog/product/w/h/whey.png');
    const again = await get('/media/catalog/product/w/h/whey.png', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for a missing file, a folder, a dot file and the resize cache', async () => {
    for (const url of ['/media/catalog/product/none.png', '/media/catalog/product', '/media/catalog/.secret.png', '/media/cache/ab/x.png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });

  it('refuses paths that climb out of the media folder', async () => {
    for (const url of ['/media/..%2Foutside.txt', '/media/catalog%5C..%5C..%5Coutside.txt', '/media/%00.png']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/^Invalid media path/);
    }
  });

  it('refuses raw dot-dot segments sent over HTTP as they are', async () => {
    // app.inject normalises "..", a raw HTTP request does not: send one over a socket.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const rawPath of ['/media/catalog/../../outside.txt', '/media/catalog/%2e%2e/%2e%2e/outside.txt']) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: rawPath }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(400);
      expect(body).not.toContain('outside the media folder');
    }
  });
});

describe('resizing', () => {
  const meta = async (payload: Buffer) => sharp(payload).metadata();

  it('resizes to a width keeping the ratio, in the source format', async () => {
    const response = await get('/media/catalog/product/w/h/whey.png?width=200');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    const { width, height, format } = await meta(response.rawPayload);
    expect([width, height, format]).toEqual([200, 250, 'png']);
  });

  it('crops to the box with fit=cover and writes a progressive JPEG for format=pjpg', async () => {
    const response = await get('/media/catalog/product/w/h/whey.png?width=300&height=300&fit=cover&format=pjpg&quality=85');
    expect(response.headers['content-type']).toBe('image/jpeg');
    const info = await meta(response.rawPayload);
    expect([info.width, info.height, info.format, info.isProgressive]).toEqual([300, 300, 'jpeg', true]);
  });

  it('sends WebP for auto=webp when the browser accepts it, and says it varies on Accept', async () => {
    const url = '/media/catalog/product/w/h/whey.png?auto=webp&format=png&width=160';
    const webp = await get(url, { accept: 'image/avif,image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect((await meta(webp.rawPayload)).format).toBe('webp');

    const png = await get(url, { accept: 'image/png,*/*' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toBe('Accept');
  });

  it('keeps each variant in the disk cache and serves it from there the next time', async () => {
    const url = '/media/catalog/product/w/h/whey.png?width=120&quality=70&format=jpg';
    const first = await get(url);
    expect(first.headers['x-media-cache']).toBe('miss');
    const second = await get(url);
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = readdirSync(cacheDir, { recursive: true }).map(String).filter((f) => f.endsWith('.jpg'));
    expect(cached.length).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(mediaDir, 'cache'))).toBe(false);
  });

  it('never enlarges, and clamps absurd sizes to 2560', async () => {
    const small = await get('/media/catalog/product/w/h/whey.png?width=1600');
    expect((await meta(small.rawPayload)).width).toBe(800);
    const wide = await get('/media/catalog/wide.jpg?width=99999');
    expect(wide.statusCode).toBe(200);
    expect((await meta(wide.rawPayload)).width).toBe(2560);
  });

  it.each([
    ['width=abc', 'width must be a whole number of pixels from 1 to 2560, got "abc"'],
    ['width=0', 'width must be a whole number of pixels from 1 to 2560, got "0"'],
    ['height=-5', 'height must be a whole number of pixels from 1 to 2560, got "-5"'],
    ['quality=0', 'quality must be a whole number from 1 to 100, got "0"'],
    ['quality=101', 'quality must be a whole number from 1 to 100, got "101"'],
    ['format=gif', 'format must be one of pjpg, jpg, jpeg, png, webp, got "gif"'],
    ['fit=stretch', 'fit must be one of cover, crop, bounds, inside, contain, got "stretch"'],
    ['format=constructor', 'format must be one of pjpg, jpg, jpeg, png, webp, got "constructor"'],
    ['fit=__proto__', 'fit must be one of cover, crop, bounds, inside, contain, got "__proto__"'],
    ['auto=avif', 'auto must be "webp", got "avif"']
  ])('rejects %s with a clear 400', async (query, message) => {
    const response = await get(`/media/catalog/product/w/h/whey.png?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(message);
  });

  it('answers 422 for a file that is not a readable image', async () => {
    const response = await get('/media/catalog/broken.png?width=100');
    expect(response.statusCode).toBe(422);
  });

  it('answers 404 for a missing file with resize parameters', async () => {
    expect((await get('/media/catalog/none.png?width=100')).statusCode).toBe(404);
  });
});

describe('resolveMediaPath', () => {
  it('maps a URL to a file under the media folder', () => {
    expect(resolveMediaPath('/m', '/media/catalog/product/a%20b.png?x=1')).toEqual({
      ok: true,
      file: '/m/catalog/product/a b.png',
      relative: 'catalog/product/a b.png'
    });
  });

  it('refuses an encoded slash, dot segments and bad encoding', () => {
    expect(resolveMediaPath('/m', '/media/a%2F..%2F..%2Fetc/passwd')).toMatchObject({ ok: false, status: 400 });
    expect(resolveMediaPath('/m', '/media/a/../../etc/passwd')).toMatchObject({ ok: false, status: 400 });
    expect(resolveMediaPath('/m', '/media/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('parseResizeParams', () => {
  it('serves the original without resizing parameters (other parameters are ignored)', () => {
    expect(parseResizeParams({ v: '123' }, undefined, '.png')).toEqual({ kind: 'original' });
  });

  it('reads the parameters the SPA sends', () => {
    expect(
      parseResizeParams({ auto: 'webp', format: 'pjpg', width: '640', height: '800', quality: '85', fit: 'cover' }, 'image/webp', '.jpg')
    ).toEqual({
      kind: 'resize',
      spec: { width: 640, height: 800, quality: 85, fit: 'cover', format: 'webp', progressive: false },
      variesOnAccept: true
    });
  });
});
