/**
 * An island's stand-in (its `island.tsx`) replaces the component in the
 * browser bundle, so the browser's CSS holds only the stylesheets the
 * stand-in imports. Each stand-in must import every stylesheet its
 * component's module tree imports, or the built page loses those styles.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../../..');
import {ISLANDS} from '@site/plugins/lean-bundle';
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(specifier: string, fromFile: string): string | null {
  let base: string;
  if (specifier.startsWith('@site/')) {
    base = path.join(SITE_DIR, specifier.slice('@site/'.length));
  } else if (specifier.startsWith('.')) {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else {
    return null;
  }
  if (base.endsWith('.css')) {
    return base;
  }
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier): specifier is string => specifier !== undefined)
    .map((specifier) => resolveImport(specifier, file))
    .filter((resolved): resolved is string => resolved !== null);
}

/** Every stylesheet reached from `entry` through the site's own modules. */
function stylesheetsOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    for (const dependency of importsOf(file)) {
      if (dependency.endsWith('.css')) {
        sheets.add(path.relative(SITE_DIR, dependency));
      } else {
        queue.push(dependency);
      }
    }
  }
  return sheets;
}

describe.each(ISLANDS)('island %s', (name) => {
  const folder = path.join(SITE_DIR, 'src', 'components', name);

  it('has a stand-in that imports every stylesheet the component uses', () => {
    const used = stylesheetsOf(path.join(folder, 'index.tsx'));
    const imported = new Set(
      importsOf(path.join(folder, 'island.tsx'))
        .filter((file) => file.endsWith('.css'))
        .map((file) => path.relative(SITE_DIR, file)),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((sheet) => !imported.has(sheet))).toEqual([]);
  });
});
