/**
 * Generates every image and PDF the site refers to, locally and small, into
 * static/ (the output is committed; nothing is downloaded).
 *
 *   npm run assets                          create the files that are missing
 *   npm run assets -- --force               re-create every referenced file
 *   npm run assets -- --force /img/news/    re-create only paths under these prefixes
 *                                           (missing files are created either way)
 *
 * What is referenced comes from scripts/assets/scan.ts (data JSON, docs, i18n,
 * src, plus the frame's fixed list); scripts/assets.test.ts checks the same list.
 * Output is deterministic: each file is drawn from a seed made of its path, so
 * a re-run writes the same bytes. Images are abstract shapes (webp quality 55,
 * about 25 KB at most, the hero 60 KB); a `.jpg`/`.jpeg` path is a photo as a
 * phone takes it (4000×3000, about 4 MB: scripts/assets/photo.ts), so the
 * sample content has one to prove that the build makes small versions of it;
 * PDFs are one or two pages of Helvetica.
 * Existing files are kept unless --force names them, so hand-made assets survive.
 */
import {existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {identity} from '../content/identity';
import {loadAssetContexts, loadProgramTags} from './assets/data-context';
import {splitName} from './assets/marks';
import {renderPdf} from './assets/pdf';
import {renderPhonePhoto} from './assets/photo';
import {renderImage, type IdentityFacts} from './assets/render';
import {listRequiredAssets, staticFileFor} from './assets/scan';

const ROOT = path.resolve(__dirname, '..');
const STATIC_DIR = path.join(ROOT, 'static');

interface Options {
  readonly force: boolean;
  /** Limit the run to paths starting with one of these (all when empty). */
  readonly prefixes: readonly string[];
}

function parseArgs(argv: readonly string[]): Options {
  const unknown = argv.filter((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknown.length > 0) {
    throw new Error(`Unknown option ${unknown.join(', ')}. Usage: npm run assets -- [--force] [path prefix...]`);
  }
  return {force: argv.includes('--force'), prefixes: argv.filter((arg) => !arg.startsWith('-'))};
}

// Write to a temporary name first, so a dev server never serves half a file.
function writeAtomically(file: string, bytes: Uint8Array): void {
  mkdirSync(path.dirname(file), {recursive: true});
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

function folderSize(dir: string): {bytes: number; files: number} {
  if (!existsSync(dir)) return {bytes: 0, files: 0};
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return {bytes, files};
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const {references, dynamic, warnings} = listRequiredAssets(ROOT);
  const contexts = loadAssetContexts(ROOT);
  const acronyms = loadProgramTags(ROOT);
  const facts: IdentityFacts = {
    name: splitName(identity.name.en, identity.shortName),
    address: identity.address.en,
    host: new URL(identity.siteUrl).host,
  };

  for (const warning of warnings) console.warn(`warning: ${warning}`);

  let generated = 0;
  let kept = 0;
  let generatedBytes = 0;
  const overBudget: string[] = [];
  for (const assetPath of references.keys()) {
    const file = staticFileFor(STATIC_DIR, assetPath);
    const selected = options.prefixes.length === 0 || options.prefixes.some((prefix) => assetPath.startsWith(prefix));
    if (existsSync(file) && !(options.force && selected)) {
      kept += 1;
      continue;
    }
    // Prefixes narrow --force; a missing file is always created.
    let bytes: Uint8Array;
    if (assetPath.endsWith('.pdf')) {
      bytes = await renderPdf({
        assetPath,
        universityName: identity.name.en,
        siteHost: facts.host,
        context: contexts.get(assetPath),
        acronyms,
      });
      if (bytes.length > 25 * 1024) overBudget.push(`${assetPath} ${kb(bytes.length)} (budget 25 KB)`);
    } else if (/\.jpe?g$/i.test(assetPath)) {
      // Large on purpose: an original as an editor gives it; pages load its versions.
      bytes = await renderPhonePhoto(assetPath);
    } else {
      const image = await renderImage(assetPath, facts, contexts.get(assetPath));
      bytes = image.bytes;
      if (bytes.length > image.plan.budget) overBudget.push(`${assetPath} ${kb(bytes.length)} (budget ${kb(image.plan.budget)})`);
    }
    writeAtomically(file, bytes);
    generated += 1;
    generatedBytes += bytes.length;
  }

  const img = folderSize(path.join(STATIC_DIR, 'img'));
  const files = folderSize(path.join(STATIC_DIR, 'files'));
  console.log(
    `assets: ${references.size} referenced; generated ${generated} (${kb(generatedBytes)}), kept ${kept}. ` +
      `static/img: ${img.files} files, ${kb(img.bytes)}; static/files: ${files.files} files, ${kb(files.bytes)}; ` +
      `total ${kb(img.bytes + files.bytes)}.`,
  );
  for (const line of overBudget) console.warn(`over budget: ${line}`);
  // Paths built at run time can't be checked; list them so they can join FRAME_ASSETS.
  for (const {file, snippet} of dynamic) console.log(`note: dynamic asset path in ${file}: ${snippet}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
