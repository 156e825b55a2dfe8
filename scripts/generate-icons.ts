/**
 * The app icons the web app manifests name (plugins/web-app), drawn from the
 * university's mark (static/img/favicon.svg) with sharp into static/img/icons/:
 *
 * - `icon-192.png`, `icon-512.png`: the mark as the favicon draws it;
 * - `icon-maskable-512.png`: the same drawing on a full square of the
 *   mark's colour, inside the middle 60% (a launcher may cut the icon to a
 *   circle or a rounded square and keeps at least the middle 80%).
 *
 * The output is committed; run again after the mark changes:
 *
 *   npx tsx scripts/generate-icons.ts
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(__dirname, '..');
const MARK = path.join(ROOT, 'static', 'img', 'favicon.svg');
export const ICONS_DIR = path.join(ROOT, 'static', 'img', 'icons');

/** The mark's background colour (the site's primary colour, src/css/custom.css). */
export const MARK_COLOUR = '#0b4f6c';

/** The mark's drawing without its rounded background, on a full square for maskable icons. */
export function maskableSvg(markSvg: string): string {
  const inner = markSvg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  // The 32×32 drawing scaled to the middle 60% of the square (0.6 × 32 = 19.2), centred.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${MARK_COLOUR}"/>` +
    `<g transform="translate(6.4 6.4) scale(0.6)">${inner}</g></svg>`
  );
}

async function render(svg: string | Buffer, size: number, file: string): Promise<void> {
  const png = await sharp(Buffer.from(svg), {density: (72 * size) / 32})
    .resize(size, size)
    .png({compressionLevel: 9, palette: true})
    .toBuffer();
  writeFileSync(path.join(ICONS_DIR, file), png);
  process.stdout.write(`static/img/icons/${file}: ${png.length} bytes\n`);
}

async function main(): Promise<void> {
  mkdirSync(ICONS_DIR, {recursive: true});
  const mark = readFileSync(MARK, 'utf8');
  await render(mark, 192, 'icon-192.png');
  await render(mark, 512, 'icon-512.png');
  await render(maskableSvg(mark), 512, 'icon-maskable-512.png');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`icons: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
