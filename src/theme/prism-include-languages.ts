/**
 * Registers no Prism languages. Code blocks on this site are plain `<pre>`
 * (src/theme/CodeBlock), so the classic theme's loader has nothing to do;
 * its dynamic `require('prismjs/components/prism-' + lang)` also pulled
 * Prism's whole language registry (about 7 kB brotli) into every page.
 */
export default function prismIncludeLanguages(): void {}
