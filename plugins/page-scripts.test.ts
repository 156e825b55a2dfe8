/**
 * @jest-environment node
 *
 * What the build does to each page's scripts: none fetched before the first
 * paint, and the links React writes into the app root moved to the head.
 */
import {hoistRootLinks, PAGE_SCRIPT_LOADER, pageScripts, startScriptsAfterPaint} from './page-scripts';

describe('the HTML', () => {
  const html =
    '<html><head><link rel=stylesheet href=/assets/css/s.css /><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script><link rel=preload as=image href=/img/logo.svg /></head><body></body></html>';

  it('names no script to fetch at once: one loader starts the entry scripts, in order, after the first paint', () => {
    expect(startScriptsAfterPaint(html)).toBe(
      '<html><head><link rel=stylesheet href=/assets/css/s.css />' +
        `<script data-scripts="/assets/js/runtime~main.1.js /assets/js/main.2.js">${PAGE_SCRIPT_LOADER}</script>` +
        '<link rel=preload as=image href=/img/logo.svg /></head><body></body></html>',
    );
  });

  it('reads only the head, where the page template writes the entry scripts', () => {
    const withBodyScript = html.replace('<body></body>', '<body><script src=/assets/js/widget.js defer></script></body>');
    expect(startScriptsAfterPaint(withBodyScript)).toContain('<body><script src=/assets/js/widget.js defer></script></body>');
  });

  it('is left as it is when it has no entry script (a second run changes nothing)', () => {
    const once = startScriptsAfterPaint(html);
    expect(startScriptsAfterPaint(once)).toBe(once);
    expect(pageScripts(once)).toBe(once);
  });
});

describe('the links React writes into the app root', () => {
  it('are moved into the head, so the root holds only what the browser renders', () => {
    const html =
      '<html><head><title>t</title></head><body><div id=__docusaurus><link rel=preload as=image href=/img/logo-white.svg /><div role=region>skip</div><header>h</header></div></body></html>';
    expect(hoistRootLinks(html)).toBe(
      '<html><head><title>t</title><link rel=preload as=image href=/img/logo-white.svg /></head><body><div id=__docusaurus><div role=region>skip</div><header>h</header></div></body></html>',
    );
  });

  it('leave a page without them as it is', () => {
    const html = '<html><head></head><body><div id=__docusaurus><div>x</div><link rel=stylesheet href=/a.css></div></body></html>';
    expect(hoistRootLinks(html)).toBe(html);
  });
});
