import {excerptParts, loadScriptOnce, pagefindUrlToPath} from './searchEngine';

describe('excerptParts', () => {
  it('marks the words Pagefind highlighted and keeps the rest as text', () => {
    expect(excerptParts('the <mark>library</mark> is open')).toEqual([
      {text: 'the ', isMatch: false},
      {text: 'library', isMatch: true},
      {text: ' is open', isMatch: false},
    ]);
  });

  it('decodes entities once, so encoded markup stays visible text', () => {
    expect(excerptParts('a &lt;script&gt; &amp;amp; &#1662; &#x67E;')).toEqual([{text: 'a <script> &amp; پ پ', isMatch: false}]);
  });

  it('drops any markup other than <mark>', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>safe <b>bold</b>')).toEqual([{text: 'safe bold', isMatch: false}]);
  });

  it('handles Arabic-script excerpts', () => {
    expect(excerptParts('د <mark>کتابتون</mark> ساعتونه')).toEqual([
      {text: 'د ', isMatch: false},
      {text: 'کتابتون', isMatch: true},
      {text: ' ساعتونه', isMatch: false},
    ]);
  });
});

describe('pagefindUrlToPath', () => {
  it('turns the indexed file into the route', () => {
    expect(pagefindUrlToPath('/fa/about/history.html')).toBe('/fa/about/history');
    expect(pagefindUrlToPath('/about/history.html#vision')).toBe('/about/history#vision');
  });

  it('leaves index pages and other addresses alone', () => {
    expect(pagefindUrlToPath('/ps/')).toBe('/ps/');
    expect(pagefindUrlToPath('/files/guide.htmlx')).toBe('/files/guide.htmlx');
  });
});

describe('loadScriptOnce', () => {
  it('adds the script to the page only once however often it is called', async () => {
    const url = 'https://search.example/widget.js';
    const first = loadScriptOnce(url);
    const second = loadScriptOnce(url);
    const scripts = document.head.querySelectorAll(`script[src="${url}"]`);
    expect(scripts).toHaveLength(1);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScriptOnce(url);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });

  it('tries again on the next call after a failed load', async () => {
    const url = 'https://search.example/broken.js';
    const failed = loadScriptOnce(url);
    document.head.querySelector(`script[src="${url}"]`)!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load');
    void loadScriptOnce(url).catch(() => {});
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });
});
