// Renders the PWA icons (PNG) from the SVG sources in public/icons with sharp.
// The PNGs are not committed: webpack.config.ts calls renderIcons() and emits them into dist/icons,
// and `node scripts/icons.js <dir>` writes them to a folder for a look.
const path = require('node:path');
const fs = require('node:fs/promises');

const iconsDir = path.join(__dirname, '..', 'public', 'icons');

/** name of the emitted PNG → [SVG source, square size in px] */
const ICONS = [
  ['icon-192.png', 'icon.svg', 192],
  ['icon-512.png', 'icon.svg', 512],
  ['icon-maskable-512.png', 'icon-maskable.svg', 512],
  ['apple-touch-icon.png', 'icon-maskable.svg', 180],
  ['favicon-32.png', 'icon.svg', 32]
];

async function renderIcons() {
  const sharp = require('sharp');
  return Promise.all(
    ICONS.map(async ([name, source, size]) => {
      const svg = await fs.readFile(path.join(iconsDir, source));
      const buffer = await sharp(svg, { density: 300 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { name, buffer };
    })
  );
}

/** The SVG sources, so the build knows what to watch. */
const iconSources = () => [...new Set(ICONS.map(([, source]) => path.join(iconsDir, source)))];

module.exports = { renderIcons, iconSources, ICONS };

if (require.main === module) {
  const outDir = path.resolve(process.argv[2] || path.join('build', 'icons'));
  renderIcons()
    .then(async (icons) => {
      await fs.mkdir(outDir, { recursive: true });
      await Promise.all(icons.map(({ name, buffer }) => fs.writeFile(path.join(outDir, name), buffer)));
      console.log(`Wrote ${icons.length} icons to ${outDir}`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
