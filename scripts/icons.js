// Renders the PWA icons (PNG) from the SVG sources in public/icons with sharp, into public/icons.
// The PNGs are committed (the build copies public/ as it is): run `node scripts/icons.js` after
// changing an SVG source, or `node scripts/icons.js --check` to verify the committed PNGs are current.
const path = require('node:path');
const fs = require('node:fs/promises');

const iconsDir = path.join(__dirname, '..', 'public', 'icons');

/** Sizes the manifest lists for the plain icon (purpose "any"): Android, Windows, Chromium's install UI. */
const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
/** Maskable icons keep the mark inside the central safe zone over a full-bleed background. */
const MASKABLE_SIZES = [192, 512];

/** name of the PNG → [SVG source, square size in px] */
const ICONS = [
  ...ANY_SIZES.map((size) => [`icon-${size}.png`, 'icon.svg', size]),
  ...MASKABLE_SIZES.map((size) => [`icon-maskable-${size}.png`, 'icon-maskable.svg', size]),
  ['apple-touch-icon.png', 'icon-maskable.svg', 180],
  ['favicon-32.png', 'icon.svg', 32],
  ['shortcut-search-96.png', 'shortcut-search.svg', 96],
  ['shortcut-cart-96.png', 'shortcut-cart.svg', 96],
  ['shortcut-account-96.png', 'shortcut-account.svg', 96]
];

async function renderIcons() {
  const sharp = require('sharp');
  return Promise.all(
    ICONS.map(async ([name, source, size]) => {
      const svg = await fs.readFile(path.join(iconsDir, source));
      const buffer = await sharp(svg, { density: 300 })
        .resize(size, size)
        // No metadata (dates): the same SVG always gives the same bytes.
        .png({ compressionLevel: 9, palette: false })
        .toBuffer();
      return { name, buffer };
    })
  );
}

async function writeIcons(outDir = iconsDir) {
  const icons = await renderIcons();
  await fs.mkdir(outDir, { recursive: true });
  await Promise.all(icons.map(({ name, buffer }) => fs.writeFile(path.join(outDir, name), buffer)));
  return icons.map(({ name }) => name);
}

/** Names of committed PNGs that are missing or differ from what the SVG sources render to. */
async function staleIcons() {
  const icons = await renderIcons();
  const stale = [];
  for (const { name, buffer } of icons) {
    const current = await fs.readFile(path.join(iconsDir, name)).catch(() => undefined);
    if (!current || !current.equals(buffer)) stale.push(name);
  }
  return stale;
}

module.exports = { ICONS, ANY_SIZES, MASKABLE_SIZES, renderIcons, writeIcons, staleIcons };

if (require.main === module) {
  const check = process.argv.includes('--check');
  (check ? staleIcons() : writeIcons())
    .then((names) => {
      if (check && names.length > 0) {
        console.error(`Icons out of date (run node scripts/icons.js): ${names.join(', ')}`);
        process.exitCode = 1;
      } else {
        console.log(check ? 'Icons are up to date.' : `Wrote ${names.length} icons to ${iconsDir}`);
      }
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
