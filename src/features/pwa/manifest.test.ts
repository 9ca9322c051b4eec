// The web app manifests (public/manifest.webmanifest for the Romanian view, public/en/… for the English
// one): what Chromium needs to install the store, every icon file present at its declared size, and
// shortcuts that lead to real pages of the route table.
import fs from 'node:fs';
import path from 'node:path';

import { matchAppRoute } from '../../app/routing/routes';

const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: Array<{ name: string; short_name: string; url: string; icons: ManifestIcon[] }>;
}

function readManifest(relative: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, relative), 'utf8')) as Manifest;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectIconFile(icon: ManifestIcon): void {
  const file = path.join(PUBLIC_DIR, icon.src);
  expect(fs.existsSync(file)).toBe(true);
  if (icon.type === 'image/png') {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(file)).toEqual({ width, height });
  }
}

const VIEWS = [
  { file: 'manifest.webmanifest', id: '/', start: '/', lang: 'ro-RO', name: 'GNC România', base: '' },
  { file: 'en/manifest.webmanifest', id: '/en', start: '/en', lang: 'en-US', name: 'GNC Romania', base: '/en' }
] as const;

describe.each(VIEWS)('$file', (view) => {
  const manifest = readManifest(view.file);

  it('names the app, its language, start URL and identity', () => {
    expect(manifest).toMatchObject({
      id: view.id,
      name: view.name,
      short_name: 'GNC',
      lang: view.lang,
      start_url: view.start,
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff'
    });
    // The short name fits under a home-screen icon.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('uses the brand red of the page as its theme colour', () => {
    const indexHtml = fs.readFileSync(path.join(PUBLIC_DIR, 'index.html'), 'utf8');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`);
    expect(manifest.theme_color).toBe('#d6001c');
  });

  it('lists PNG icons from 48 to 512 px and maskable ones, each file at its declared size', () => {
    const anySizes = manifest.icons.filter((icon) => icon.type === 'image/png' && icon.purpose === 'any').map((icon) => icon.sizes);
    expect(anySizes).toEqual(['48x48', '72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '256x256', '384x384', '512x512']);
    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes);
    expect(maskable).toEqual(['192x192', '512x512']);
    manifest.icons.forEach(expectIconFile);
  });

  it('has shortcuts to search, cart and account, in this view, with icons', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      `${view.base}/search.html`,
      `${view.base}/cart`,
      `${view.base}/account-information`
    ]);
    expect(manifest.shortcuts.map((shortcut) => matchAppRoute(shortcut.url)?.id)).toEqual(['search', 'cart', 'accountInformation']);
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.name.length).toBeGreaterThan(0);
      shortcut.icons.forEach(expectIconFile);
    }
  });
});

describe('offline page', () => {
  it('is a self-contained page in Romanian and English (no script, no other file)', () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, 'offline.html'), 'utf8');
    expect(html).toContain('Nu ești conectat la internet');
    expect(html).toContain('You are offline');
    expect(html).not.toMatch(/<script|<link |src="/i);
  });
});

describe('the page icon in index.html', () => {
  /** The drawing's elements (rect, circle, path with their attributes), quotes and spacing aside. */
  const drawing = (svg: string) => [...svg.matchAll(/<(rect|circle|path)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => `${tag} ${attributes.replace(/["']/g, '').trim()}`);

  it('is inline (no request beside the first files) and draws the same as icons/icon.svg', () => {
    const html = fs.readFileSync(path.join(PUBLIC_DIR, 'index.html'), 'utf8');
    const link = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml" \/>/.exec(html);
    expect(link).not.toBeNull();
    const inline = decodeURIComponent(link![1]);
    const file = fs.readFileSync(path.join(PUBLIC_DIR, 'icons', 'icon.svg'), 'utf8');
    expect(drawing(inline)).toEqual(drawing(file));
    expect(drawing(file)).toHaveLength(3);
  });
});
