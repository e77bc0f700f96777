/**
 * Draws the installed app's icons (src/client/public/icons) from the product's logo (favicon.svg):
 * `npx tsx build-tools/app-icons.ts` after the logo changes. Committed, so a build needs no image tools.
 */
import sharp from 'sharp';

const out = 'src/client/public/icons';
// 'any' icons: the favicon drawn large.
const svg = (size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="#0f766e"/>
  <path d="M16 6 6 14v12h7v-7h6v7h7V14z" fill="#ffffff"/>
  <circle cx="23.5" cy="9.5" r="3.5" fill="#f59e0b"/></svg>`);
// Maskable: full-bleed background, the house inside the central safe zone (80%).
const maskable = (size: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <rect width="40" height="40" fill="#0f766e"/>
  <g transform="translate(4 4)"><path d="M16 6 6 14v12h7v-7h6v7h7V14z" fill="#ffffff"/>
  <circle cx="23.5" cy="9.5" r="3.5" fill="#f59e0b"/></g></svg>`);
for (const size of [192, 512]) await sharp(svg(size)).png({ compressionLevel: 9 }).toFile(`${out}/icon-${size}.png`);
await sharp(maskable(512)).png({ compressionLevel: 9 }).toFile(`${out}/icon-maskable-512.png`);
await sharp(svg(180))
  .flatten({ background: '#ffffff' })
  .png({ compressionLevel: 9 })
  .toFile(`${out}/apple-touch-icon.png`);
