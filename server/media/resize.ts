/**
 * The image resizing parameters the SPA sends (the Fastly Image Optimizer names Magento uses):
 * width, height, quality, fit, format (pjpg|jpg|png|webp) and auto=webp (WebP when the browser accepts
 * it). Parsing is separate from resizing so every rejection has a clear text.
 */
import sharp from 'sharp';

export const MAX_DIMENSION = 2560;
export const DEFAULT_QUALITY = 80;

export type OutputFormat = 'jpeg' | 'png' | 'webp';
export type Fit = 'cover' | 'inside' | 'contain';

export interface ResizeSpec {
  width?: number;
  height?: number;
  quality: number;
  fit: Fit;
  format: OutputFormat;
  /** Progressive JPEG (format=pjpg). */
  progressive: boolean;
}

export type ParsedResize =
  | { kind: 'original' }
  | { kind: 'resize'; spec: ResizeSpec; variesOnAccept: boolean }
  | { kind: 'invalid'; message: string };

const RESIZE_PARAMS = ['width', 'height', 'quality', 'fit', 'format', 'auto'] as const;

const FORMATS: Record<string, { format: OutputFormat; progressive: boolean }> = {
  pjpg: { format: 'jpeg', progressive: true },
  jpg: { format: 'jpeg', progressive: false },
  jpeg: { format: 'jpeg', progressive: false },
  png: { format: 'png', progressive: false },
  webp: { format: 'webp', progressive: false }
};

/** A table's own entry for a name from the URL ("constructor" is not a format). */
function ownValue<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Fastly's fit names plus sharp's: bounds = fit inside the box keeping the ratio. */
const FITS: Record<string, Fit> = { cover: 'cover', crop: 'cover', bounds: 'inside', inside: 'inside', contain: 'contain' };

export const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon'
};

export const FORMAT_CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp'
};

export const FORMAT_EXTENSIONS: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[value.length - 1]);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A positive whole number; values above MAX_DIMENSION are clamped, as a CDN would. */
function dimension(name: string, raw: string | undefined): number | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return `${name} must be a whole number of pixels from 1 to ${MAX_DIMENSION}, got "${raw}"`;
  return Math.min(Number(raw), MAX_DIMENSION);
}

/** Output format of an untouched format choice: the source's own when sharp can write it. */
function sourceFormat(extension: string): OutputFormat {
  if (extension === '.jpg' || extension === '.jpeg') return 'jpeg';
  if (extension === '.webp') return 'webp';
  return 'png';
}

/**
 * Reads the resizing parameters of a media request. No resizing parameter: the original file.
 * `accept` is the request's Accept header (auto=webp), `extension` the source file's (".png").
 */
export function parseResizeParams(
  query: Readonly<Record<string, unknown>>,
  accept: string | undefined,
  extension: string
): ParsedResize {
  if (!RESIZE_PARAMS.some((name) => single(query[name]) !== undefined)) return { kind: 'original' };

  const width = dimension('width', single(query.width));
  if (typeof width === 'string') return { kind: 'invalid', message: width };
  const height = dimension('height', single(query.height));
  if (typeof height === 'string') return { kind: 'invalid', message: height };

  let quality = DEFAULT_QUALITY;
  const rawQuality = single(query.quality);
  if (rawQuality !== undefined && rawQuality !== '') {
    if (!/^\d+$/.test(rawQuality) || Number(rawQuality) < 1 || Number(rawQuality) > 100) {
      return { kind: 'invalid', message: `quality must be a whole number from 1 to 100, got "${rawQuality}"` };
    }
    quality = Number(rawQuality);
  }

  let fit: Fit = 'inside';
  const rawFit = single(query.fit);
  if (rawFit !== undefined && rawFit !== '') {
    const known = ownValue(FITS, rawFit.toLowerCase());
    if (!known) return { kind: 'invalid', message: `fit must be one of ${Object.keys(FITS).join(', ')}, got "${rawFit}"` };
    fit = known;
  }

  let output = { format: sourceFormat(extension), progressive: false };
  const rawFormat = single(query.format);
  if (rawFormat !== undefined && rawFormat !== '') {
    const known = ownValue(FORMATS, rawFormat.toLowerCase());
    if (!known) return { kind: 'invalid', message: `format must be one of ${Object.keys(FORMATS).join(', ')}, got "${rawFormat}"` };
    output = known;
  }

  let variesOnAccept = false;
  const rawAuto = single(query.auto);
  if (rawAuto !== undefined && rawAuto !== '') {
    if (rawAuto.toLowerCase() !== 'webp') return { kind: 'invalid', message: `auto must be "webp", got "${rawAuto}"` };
    variesOnAccept = true;
    if (/\bimage\/webp\b/i.test(accept ?? '')) output = FORMATS.webp;
  }

  return {
    kind: 'resize',
    spec: { width, height, quality, fit, format: output.format, progressive: output.progressive },
    variesOnAccept
  };
}

/** A canonical text of the spec: the disk cache key. */
export function specKey(spec: ResizeSpec): string {
  return [spec.width ?? '', spec.height ?? '', spec.quality, spec.fit, spec.format, spec.progressive ? 'p' : ''].join('|');
}

/** Resizes an image file; never enlarges (a 600 px original asked at 1280 stays 600 px wide). */
export async function resizeImage(file: string, spec: ResizeSpec): Promise<Buffer> {
  let pipeline = sharp(file, { failOn: 'error' }).rotate();
  if (spec.width || spec.height) {
    pipeline = pipeline.resize({
      width: spec.width,
      height: spec.height,
      fit: spec.fit,
      withoutEnlargement: true,
      background: spec.format === 'jpeg' ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 }
    });
  }
  if (spec.format === 'jpeg') {
    // JPEG has no transparency: flatten PNG product shots onto white rather than black.
    pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: spec.quality, progressive: spec.progressive, mozjpeg: true });
  } else if (spec.format === 'webp') {
    pipeline = pipeline.webp({ quality: spec.quality });
  } else {
    pipeline = pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
  return pipeline.toBuffer();
}
