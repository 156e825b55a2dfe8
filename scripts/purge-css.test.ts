/** @jest-environment node */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {transform} from 'lightningcss';
import {dropDarkMode, purge, words} from './purge-css';

describe('the stylesheet after the build', () => {
  it('keeps the rules whose classes the pages or scripts use, and drops the others', async () => {
    const css = '.card{color:red}.navbar__brand{color:blue}.alert--warning{color:orange}main p{margin:0}';
    const html = '<main class="card"><p>x</p></main>';
    const script = 'e.className=clsx("alert--warning",t)';
    const out = await purge(css, [
      {raw: html, extension: 'html'},
      {raw: script, extension: 'js'},
    ]);
    expect(out).toContain('.card');
    expect(out).toContain('.alert--warning');
    expect(out).toContain('main p');
    expect(out).not.toContain('.navbar__brand');
  });

  it("keeps the site's rules for Dari and Pashto lists, which match by language, not by class", async () => {
    const css = readFileSync(path.join(__dirname, '..', 'src', 'css', 'custom.css'), 'utf8');
    const html = '<html lang="fa-AF"><main><ol><li>یک<ol><li>دو</li></ol></li></ol><ul><li><ol><li>سه</li></ol></li></ul></main></html>';
    const rules = (sheet: string) => sheet.match(/[^{}]*\{[^{}]*list-style-type:\s*persian[^{}]*\}/g) ?? [];
    expect(rules(css).length).toBeGreaterThan(0);
    // The build minifies first (Docusaurus with lightningcss), then purges.
    const minified = transform({filename: 'custom.css', code: Buffer.from(css), minify: true}).code.toString();
    expect(rules(minified).length).toBe(rules(css).length);
    expect(rules(await purge(minified, [{raw: html, extension: 'html'}]))).toEqual(rules(minified));
  });

  it('keeps custom properties that kept rules use, and drops the rest', async () => {
    const css = ':root{--used:1px;--unused:2px}.card{margin:var(--used)}';
    const out = await purge(css, [{raw: '<div class="card"></div>', extension: 'html'}]);
    expect(out).toContain('--used');
    expect(out).not.toContain('--unused');
  });

  it('drops the dark colour mode, which the site never turns on', () => {
    const out = dropDarkMode("html[data-theme=dark]{--x:1}[data-theme='dark'] .a,.b{color:red}.c{color:blue}");
    expect(out).not.toContain('dark');
    expect(out).toContain('.b{color:red}');
    expect(out).toContain('.c{color:blue}');
  });

  it('reads class names as words of the text', () => {
    expect(words('class="menu__link menu__link--active" x-y_z')).toEqual(['class', 'menu__link', 'menu__link--active', 'x-y_z']);
  });
});
