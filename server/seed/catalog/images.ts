/**
 * Product and category pictures drawn at seed time: an SVG of a labelled supplement container
 * (tub, bottle, jar, tube, box or pouch) in the brand's colours, rendered to an 800×800 JPEG by sharp.
 * Deterministic: the same spec always gives the same picture.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSpec } from './generator';
import type { ContainerForm } from './data';

const SIZE = 800;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/.{0,2}$/, '')}…`;
    return kept;
  }
  return lines;
}

interface Body {
  x: number; y: number; width: number; height: number; radius: number;
  lid: { x: number; y: number; width: number; height: number; radius: number } | null;
  labelY: number; labelHeight: number;
}

function bodyFor(form: ContainerForm): Body {
  switch (form) {
    case 'tub':
      return { x: 190, y: 215, width: 420, height: 500, radius: 36, lid: { x: 175, y: 140, width: 450, height: 95, radius: 18 }, labelY: 330, labelHeight: 270 };
    case 'bottle':
      return { x: 250, y: 250, width: 300, height: 470, radius: 60, lid: { x: 300, y: 130, width: 200, height: 130, radius: 14 }, labelY: 360, labelHeight: 250 };
    case 'jar':
      return { x: 170, y: 330, width: 460, height: 380, radius: 50, lid: { x: 160, y: 255, width: 480, height: 90, radius: 20 }, labelY: 400, labelHeight: 230 };
    case 'tube':
      return { x: 260, y: 120, width: 280, height: 520, radius: 30, lid: { x: 320, y: 630, width: 160, height: 90, radius: 12 }, labelY: 260, labelHeight: 260 };
    case 'box':
      return { x: 120, y: 250, width: 560, height: 420, radius: 12, lid: null, labelY: 330, labelHeight: 260 };
    case 'pouch':
      return { x: 180, y: 150, width: 440, height: 570, radius: 70, lid: null, labelY: 300, labelHeight: 300 };
  }
}

function frontSvg(spec: ImageSpec): string {
  const [container, label, text] = spec.colours;
  const body = bodyFor(spec.form);
  const centre = SIZE / 2;
  const titleLines = wrapText(spec.title, spec.form === 'bottle' || spec.form === 'tube' ? 16 : 20, 3);
  const titleSize = spec.form === 'bottle' || spec.form === 'tube' ? 26 : 32;
  const brandSize = spec.brand.length > 14 ? 30 : 40;
  const labelTextColour = label.toLowerCase() === '#ffffff' ? text : '#ffffff';
  const title = titleLines
    .map((line, i) => `<text x="${centre}" y="${body.labelY + 95 + i * (titleSize + 8)}" font-size="${titleSize}" font-weight="bold" fill="${labelTextColour}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const badge = spec.badge
    ? `<rect x="${centre - 150}" y="${body.labelY + body.labelHeight + 18}" width="300" height="56" rx="28" fill="${spec.badgeColour ?? '#333'}" stroke="#ffffff" stroke-width="4"/>` +
      `<text x="${centre}" y="${body.labelY + body.labelHeight + 56}" font-size="28" font-weight="bold" fill="${isLight(spec.badgeColour ?? '#333') ? '#222' : '#fff'}" text-anchor="middle">${escapeXml(spec.badge)}</text>`
    : '';
  const lid = body.lid
    ? `<rect x="${body.lid.x}" y="${body.lid.y}" width="${body.lid.width}" height="${body.lid.height}" rx="${body.lid.radius}" fill="${darken(container)}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT}">
<defs><linearGradient id="shine" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="#f5f5f5"/>
<ellipse cx="${centre}" cy="${body.y + body.height + 12}" rx="${body.width / 2 + 30}" ry="24" fill="#000" opacity="0.12"/>
${lid}
<rect x="${body.x}" y="${body.y}" width="${body.width}" height="${body.height}" rx="${body.radius}" fill="${container}" stroke="#00000022" stroke-width="3"/>
<rect x="${body.x}" y="${body.labelY}" width="${body.width}" height="${body.labelHeight}" fill="${label}"/>
<text x="${centre}" y="${body.labelY - 24}" font-size="${brandSize}" font-weight="bold" fill="${isLight(container) ? text : '#ffffff'}" text-anchor="middle">${escapeXml(spec.brand.toUpperCase())}</text>
${title}
<text x="${centre}" y="${body.labelY + body.labelHeight - 22}" font-size="26" fill="${labelTextColour}" text-anchor="middle">${escapeXml(spec.subtitle)}</text>
<rect x="${body.x}" y="${body.y}" width="${body.width}" height="${body.height}" rx="${body.radius}" fill="url(#shine)"/>
${badge}
</svg>`;
}

function factsSvg(spec: ImageSpec): string {
  const rows = Array.from({ length: 7 }, (_, i) =>
    `<rect x="170" y="${300 + i * 52}" width="${300 + ((i * 37) % 120)}" height="16" rx="8" fill="#9e9e9e"/><rect x="560" y="${300 + i * 52}" width="70" height="16" rx="8" fill="#9e9e9e"/><line x1="160" x2="640" y1="${330 + i * 52}" y2="${330 + i * 52}" stroke="#ddd" stroke-width="2"/>`
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT}">
<rect width="${SIZE}" height="${SIZE}" fill="${spec.colours[0]}"/>
<rect x="130" y="110" width="540" height="600" rx="16" fill="#ffffff"/>
<text x="400" y="190" font-size="40" font-weight="bold" fill="#222" text-anchor="middle">${escapeXml(spec.title)}</text>
<text x="400" y="240" font-size="26" fill="#555" text-anchor="middle">${escapeXml(spec.subtitle)}</text>
<line x1="160" x2="640" y1="265" y2="265" stroke="#222" stroke-width="6"/>
${rows}
</svg>`;
}

function lifestyleSvg(spec: ImageSpec): string {
  const accent = spec.colours[1];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="${FONT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#1b1b1b"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="400" cy="360" r="190" fill="#ffffff" opacity="0.15"/>
<rect x="230" y="340" width="340" height="40" rx="20" fill="#ffffff"/>
<rect x="190" y="290" width="60" height="140" rx="14" fill="#ffffff"/><rect x="550" y="290" width="60" height="140" rx="14" fill="#ffffff"/>
<text x="400" y="640" font-size="44" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(spec.title.toUpperCase())}</text>
</svg>`;
}

export function productSvg(spec: ImageSpec): string {
  if (spec.variant === 'facts') return factsSvg(spec);
  if (spec.variant === 'lifestyle') return lifestyleSvg(spec);
  return frontSvg(spec);
}

export function categorySvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" font-family="${FONT}">
<defs><linearGradient id="bg" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="1030" cy="200" r="150" fill="#ffffff" opacity="0.12"/><circle cx="1080" cy="90" r="60" fill="#ffffff" opacity="0.12"/>
<text x="80" y="225" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

function rgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '').slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

function darken(hex: string): string {
  return `#${rgb(hex).map((c) => Math.round(c * 0.72).toString(16).padStart(2, '0')).join('')}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Runs `worker` over `items` with at most `concurrency` in flight. */
async function pool<T>(items: readonly T[], concurrency: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await worker(items[next++]);
  });
  await Promise.all(runners);
}

/** Draws every product picture under `${mediaDir}/catalog/product`, skipping files already there. */
export async function drawProductImages(mediaDir: string, specs: readonly ImageSpec[], concurrency = 3): Promise<number> {
  const root = path.join(mediaDir, 'catalog', 'product');
  const dirs = new Set(specs.map((s) => path.dirname(path.join(root, s.file))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  let drawn = 0;
  await pool(specs, concurrency, async (spec) => {
    const target = path.join(root, spec.file);
    if (await exists(target)) return;
    const buffer = await sharp(Buffer.from(productSvg(spec))).jpeg({ quality: 82, progressive: true, mozjpeg: false }).toBuffer();
    await writeFile(target, buffer);
    drawn++;
  });
  return drawn;
}

/** Draws a banner per category under `${mediaDir}/catalog/category`; returns nothing, files named by the caller. */
export async function drawCategoryImages(mediaDir: string, banners: ReadonlyArray<{ file: string; name: string; colour: string }>): Promise<void> {
  const root = path.join(mediaDir, 'catalog', 'category');
  await mkdir(root, { recursive: true });
  await pool(banners, 3, async (banner) => {
    const target = path.join(root, banner.file);
    if (await exists(target)) return;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await sharp(Buffer.from(categorySvg(banner.name, banner.colour))).jpeg({ quality: 82, progressive: true }).toBuffer());
  });
}
