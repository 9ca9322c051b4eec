/**
 * Images drawn at seed time (SVG rendered by sharp): hero banners, CMS illustrations, blog post covers,
 * the promo banner and the logo. Each file is written once; an existing file is kept, so re-seeding a
 * data directory is fast.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`;

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by an estimated glyph width (DejaVu Sans Bold ≈ 0.6 em). */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines = 3): string[] {
  const perLine = Math.max(8, Math.floor(maxWidth / (fontSize * 0.6)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (!current) current = word;
    else if ((current + ' ' + word).length <= perLine) current += ' ' + word;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[.,;:!?]?$/, '')}…`;
    return kept;
  }
  return lines;
}

/** Small deterministic random source so drawings are the same on every seed. */
function rng(seed: number) {
  let s = seed >>> 0 || 7;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 0x100000000;
  };
}

const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 17);

/** A supplement tub with a lid and a label, drawn at (x, y) with height h. */
function tub(x: number, y: number, h: number, body: string, label: string, lid = '#1b1b1b'): string {
  const w = h * 0.72;
  return `<g>
    <rect x="${x + w * 0.08}" y="${y}" width="${w * 0.84}" height="${h * 0.16}" rx="${h * 0.03}" fill="${lid}"/>
    <rect x="${x}" y="${y + h * 0.13}" width="${w}" height="${h * 0.87}" rx="${h * 0.07}" fill="${body}"/>
    <rect x="${x}" y="${y + h * 0.36}" width="${w}" height="${h * 0.38}" fill="${label}"/>
    <rect x="${x + w * 0.12}" y="${y + h * 0.45}" width="${w * 0.76}" height="${h * 0.06}" rx="${h * 0.02}" fill="${body}" opacity="0.85"/>
    <rect x="${x + w * 0.12}" y="${y + h * 0.56}" width="${w * 0.5}" height="${h * 0.04}" rx="${h * 0.02}" fill="${body}" opacity="0.55"/>
    <rect x="${x + w * 0.06}" y="${y + h * 0.18}" width="${w * 0.08}" height="${h * 0.72}" rx="${h * 0.03}" fill="#ffffff" opacity="0.18"/>
  </g>`;
}

/** A shaker bottle. */
function shaker(x: number, y: number, h: number, colour: string): string {
  const w = h * 0.42;
  return `<g>
    <rect x="${x + w * 0.3}" y="${y}" width="${w * 0.4}" height="${h * 0.08}" rx="${h * 0.02}" fill="#222"/>
    <path d="M${x + w * 0.1} ${y + h * 0.08} h${w * 0.8} l${w * 0.08} ${h * 0.14} h${-w * 0.96} z" fill="#333"/>
    <path d="M${x + w * 0.02} ${y + h * 0.22} h${w * 0.96} l${-w * 0.08} ${h * 0.78} h${-w * 0.8} z" fill="${colour}" opacity="0.92"/>
    <path d="M${x + w * 0.12} ${y + h * 0.3} h${w * 0.12} l${-w * 0.04} ${h * 0.62} h${-w * 0.06} z" fill="#fff" opacity="0.25"/>
  </g>`;
}

/** A leaf, for vitamins and plants. */
function leaf(cx: number, cy: number, size: number, angle: number, colour: string): string {
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})">
    <path d="M0 0 C ${size * 0.5} ${-size * 0.6}, ${size * 1.2} ${-size * 0.4}, ${size * 1.4} 0 C ${size * 1.2} ${size * 0.4}, ${size * 0.5} ${size * 0.6}, 0 0 z" fill="${colour}"/>
    <path d="M0 0 L ${size * 1.3} 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${Math.max(1, size * 0.04)}"/>
  </g>`;
}

/** A capsule pill. */
function capsule(cx: number, cy: number, len: number, angle: number, a: string, b: string): string {
  const r = len * 0.22;
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})">
    <path d="M${-len / 2 + r} ${-r} H0 V${r} H${-len / 2 + r} A${r} ${r} 0 0 1 ${-len / 2 + r} ${-r} z" fill="${a}"/>
    <path d="M0 ${-r} H${len / 2 - r} A${r} ${r} 0 0 1 ${len / 2 - r} ${r} H0 z" fill="${b}"/>
  </g>`;
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
  text?: string;
}

export const PALETTES: Record<string, Palette> = {
  red: { from: '#8e0b12', to: '#e3262f', accent: '#ffd23f' },
  navy: { from: '#0d1b3e', to: '#1f4e8c', accent: '#f5c518' },
  green: { from: '#0f3d25', to: '#2e9e5b', accent: '#d9f99d' },
  orange: { from: '#7a2b05', to: '#e0561b', accent: '#fff1c1' },
  purple: { from: '#2d0b4e', to: '#6b2fa3', accent: '#f0abfc' },
  teal: { from: '#053b3f', to: '#00a3ad', accent: '#fef3c7' },
  pink: { from: '#5c0b2b', to: '#c2185b', accent: '#ffe4ec' },
  gold: { from: '#5a3b00', to: '#f2a900', accent: '#ffffff' },
  black: { from: '#050505', to: '#2b2b2b', accent: '#ff2d2d' }
};

async function writeSvg(file: string, svg: string, format: 'jpeg' | 'png'): Promise<void> {
  try {
    await stat(file);
    return;
  } catch {
    // Not drawn yet.
  }
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, progressive: true, mozjpeg: true })).toFile(file);
}

function decorations(width: number, height: number, palette: Palette, seed: number, motif: 'tubs' | 'leaves' | 'capsules' | 'mixed'): string {
  const random = rng(seed);
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const r = height * (0.1 + random() * 0.35);
    parts.push(`<circle cx="${width * (0.45 + random() * 0.6)}" cy="${height * random()}" r="${r}" fill="#ffffff" opacity="${0.04 + random() * 0.06}"/>`);
  }
  // Keep the drawing inside the canvas whatever the aspect ratio (1200×630 covers, 1920×640 heroes).
  const baseX = Math.max(width * 0.56, width - height * 1.5);
  if (motif === 'tubs' || motif === 'mixed') {
    parts.push(tub(baseX, height * 0.3, height * 0.6, '#ffffff', palette.to, '#111'));
    parts.push(tub(baseX + height * 0.5, height * 0.2, height * 0.7, palette.accent, '#1b1b1b', palette.from));
    parts.push(shaker(baseX + height * 1.08, height * 0.28, height * 0.62, palette.accent));
  }
  if (motif === 'leaves' || motif === 'mixed') {
    for (let i = 0; i < 7; i++) {
      parts.push(leaf(width * (0.6 + random() * 0.38), height * (0.1 + random() * 0.8), height * (0.12 + random() * 0.12), random() * 360, i % 2 ? '#7ccf6b' : '#3f9b4f'));
    }
  }
  if (motif === 'capsules' || motif === 'mixed') {
    for (let i = 0; i < 9; i++) {
      parts.push(capsule(width * (0.58 + random() * 0.4), height * (0.1 + random() * 0.8), height * (0.1 + random() * 0.08), random() * 180, palette.accent, '#ffffff'));
    }
  }
  return parts.join('\n');
}

export interface HeroDrawing {
  width: number;
  height: number;
  palette: Palette;
  /** Big line; ' | ' splits it into a main part and a highlighted part. */
  title: string;
  subtitle?: string;
  badge?: string;
  motif?: 'tubs' | 'leaves' | 'capsules' | 'mixed';
  /** Leave the text out (the storefront writes it over the image). */
  textless?: boolean;
  /** Title font size as a share of the height (default 0.11). */
  titleScale?: number;
  titleLines?: number;
}

export function heroSvg(d: HeroDrawing): string {
  const { width: w, height: h, palette: p } = d;
  const seed = hashOf(d.title);
  const [main, highlight] = d.title.split(' | ');
  const titleSize = Math.round(h * (d.titleScale ?? 0.11));
  const mainLines = wrapText(main, titleSize, w * 0.52, d.titleLines ?? 2);
  let y = h * 0.3;
  const text: string[] = [];
  if (!d.textless) {
    if (d.badge) {
      const bw = d.badge.length * h * 0.032 + h * 0.08;
      text.push(`<rect x="${w * 0.06}" y="${y - h * 0.1}" width="${bw}" height="${h * 0.075}" rx="${h * 0.037}" fill="${p.accent}"/>`);
      text.push(`<text x="${w * 0.06 + h * 0.04}" y="${y - h * 0.047}" font-family="${FONT}" font-size="${h * 0.045}" font-weight="bold" fill="${p.from}">${esc(d.badge)}</text>`);
      y += h * 0.04;
    }
    for (const line of mainLines) {
      y += titleSize * 1.05;
      text.push(`<text x="${w * 0.06}" y="${y}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="${p.text ?? '#ffffff'}">${esc(line)}</text>`);
    }
    if (highlight) {
      y += titleSize * 1.15;
      text.push(`<text x="${w * 0.06}" y="${y}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="${p.accent}">${esc(highlight)}</text>`);
    }
    if (d.subtitle) {
      for (const line of wrapText(d.subtitle, h * 0.045, w * 0.5, 2)) {
        y += h * 0.075;
        text.push(`<text x="${w * 0.06}" y="${y}" font-family="${FONT}" font-size="${h * 0.045}" fill="#ffffff" opacity="0.92">${esc(line)}</text>`);
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.5" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  <path d="M0 ${h * 0.86} Q ${w * 0.35} ${h * 0.72} ${w * 0.62} ${h * 0.92} T ${w} ${h * 0.84} V ${h} H 0 z" fill="#000000" opacity="0.12"/>
  ${decorations(w, h, p, seed, d.motif ?? 'mixed')}
  ${text.join('\n  ')}
</svg>`;
}

export async function drawHero(mediaDir: string, relativePath: string, drawing: HeroDrawing): Promise<string> {
  await writeSvg(path.join(mediaDir, relativePath), heroSvg(drawing), relativePath.endsWith('.png') ? 'png' : 'jpeg');
  return relativePath;
}

/** A blog cover: 1200×630 with the post title, the category as a badge and a motif by category. */
export async function drawBlogCover(mediaDir: string, relativePath: string, title: string, category: string, palette: Palette, motif: HeroDrawing['motif']): Promise<string> {
  return drawHero(mediaDir, relativePath, { width: 1200, height: 630, palette, title, badge: category.toUpperCase(), motif, titleScale: 0.08, titleLines: 4 });
}

/** The store logo: 'GNC' in a red square, the name beside it. */
export async function drawLogo(mediaDir: string, relativePath: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">
  <rect x="0" y="0" width="120" height="120" rx="14" fill="#d71920"/>
  <text x="60" y="76" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="bold" fill="#ffffff">GNC</text>
  <text x="136" y="58" font-family="${FONT}" font-size="34" font-weight="bold" fill="#1b1b1b">GNC</text>
  <text x="136" y="94" font-family="${FONT}" font-size="24" fill="#d71920">România</text>
</svg>`;
  await writeSvg(path.join(mediaDir, relativePath), svg, 'png');
  return relativePath;
}
