import {
  decodeEntities,
  htmlToLines,
  normalizeLineBreaks,
  limitedHtml,
  type LimitedNode,
  sanitizeHtml,
  stripTags,
  toCardText,
  toParagraphs,
} from './text';

/**
 * Payloads that try to run script or smuggle attributes. Whatever a helper
 * makes of them, the result must not contain anything a browser would run.
 */
const INJECTIONS: readonly string[] = [
  '<script>alert(1)</script>Hello',
  '<img src=x onerror="alert(1)">Hello',
  '<p onclick="alert(1)" style="color:red">Hello</p>',
  '<a href="javascript:alert(1)">Hello</a>',
  '<svg><script>alert(1)</script></svg>Hello',
  '<scr<script>ipt>alert(1)</script>Hello',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>Hello',
  '<ul><li><img src=x onerror=alert(1)>Hello</li></ul>',
  '<br onmouseover="alert(1)">Hello',
  '<!--<img src=x onerror=alert(1)>-->Hello',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>Hello',
  '<p title="</p><img src=x onerror=alert(1)>">Hello</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Hello',
  '<style>@import "javascript:alert(1)";</style>Hello',
  '<form><button formaction="javascript:alert(1)">Hello</button></form>',
];

/** Parses HTML the way a browser would, so the result can be inspected as a document. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** True when the parsed HTML holds anything executable or any attribute. */
function isInert(html: string): boolean {
  const root = parse(html);
  const elements = Array.from(root.querySelectorAll('*'));
  return elements.every((element) => ['UL', 'OL', 'LI', 'P', 'BR'].includes(element.tagName) && element.attributes.length === 0);
}

describe('normalizeLineBreaks', () => {
  it('turns break tags of every spelling into newlines', () => {
    expect(normalizeLineBreaks('one<br>two<br/>three<BR />four<br class="x">five')).toBe('one\ntwo\nthree\nfour\nfive');
  });

  it('turns literal backslash-n sequences into newlines', () => {
    expect(normalizeLineBreaks('first line\\nsecond line\\r\\nthird')).toBe('first line\nsecond line\nthird');
  });

  it('trims the text and treats missing text as empty', () => {
    expect(normalizeLineBreaks('  \n Welcome \n ')).toBe('Welcome');
    expect(normalizeLineBreaks(null)).toBe('');
    expect(normalizeLineBreaks(undefined)).toBe('');
  });

  it('leaves Dari and Pashto text as it is', () => {
    expect(normalizeLineBreaks('پوهنتون<br>د سپېدار پوهنتون')).toBe('پوهنتون\nد سپېدار پوهنتون');
  });
});

describe('htmlToLines', () => {
  it('gives the plain lines of text with break tags', () => {
    expect(htmlToLines('Registration 8:00<br>Opening 9:00<br/><br/>Lunch 13:00')).toEqual(['Registration 8:00', 'Opening 9:00', 'Lunch 13:00']);
  });

  it('ends a line at paragraphs and list items and decodes character references', () => {
    expect(htmlToLines('<p>Fees &amp; aid</p><ul><li>BBA</li><li>MBA &#8211; evening</li></ul>')).toEqual(['Fees & aid', 'BBA', 'MBA – evening']);
  });

  it('splits at literal \\n too', () => {
    expect(toParagraphs('First paragraph.\\nSecond paragraph.\n\nThird.')).toEqual(['First paragraph.', 'Second paragraph.', 'Third.']);
  });

  it('drops script and style content instead of showing it as text', () => {
    expect(htmlToLines('<script>alert(1)</script><style>p{}</style>Hello')).toEqual(['Hello']);
  });

  it('joins card text with newlines', () => {
    expect(toCardText('  One<br>Two  ')).toBe('One\nTwo');
  });
});

describe('stripTags and decodeEntities', () => {
  it('cannot be tricked into reassembling a tag from pieces', () => {
    expect(stripTags('<scr<b>ipt>alert(1)</scr</b>ipt>')).not.toMatch(/<script/i);
  });

  it('keeps unknown or invalid references as written', () => {
    expect(decodeEntities('R&D &bogus; &#xD800; &#0; &lt;')).toBe('R&D &bogus; &#xD800; &#0; <');
  });
});

describe('sanitizeHtml', () => {
  it('keeps lists, paragraphs and breaks', () => {
    expect(sanitizeHtml('<p>Intro</p><ol><li>One<br>more</li></ol><ul><li>Two</li></ul>')).toBe(
      '<p>Intro</p><ol><li>One<br>more</li></ol><ul><li>Two</li></ul>',
    );
  });

  it('removes every attribute from allowed tags', () => {
    expect(sanitizeHtml('<p class="lead" style="color:red" onclick="x()">Text</p>')).toBe('<p>Text</p>');
  });

  it('unwraps other tags but keeps their text', () => {
    expect(sanitizeHtml('<p><strong>Bold</strong> and <a href="/x">link</a></p>')).toBe('<p>Bold and link</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; &quot;x&quot;</p>');
  });

  it.each(INJECTIONS)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(isInert(clean)).toBe(true);
    expect(clean).not.toMatch(/<(script|img|svg|iframe|a|style|math|form|button)\b/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
  });

  it('keeps the visible text of a payload', () => {
    expect(parse(sanitizeHtml('<img src=x onerror="alert(1)">Hello')).textContent).toBe('Hello');
  });
});

describe('limitedHtml', () => {
  it('gives a tree of the allowed elements and their text', () => {
    expect(limitedHtml('<ul><li>BSc, 2010</li><li>MSc &amp; more<br/>2014</li></ul>')).toEqual([
      {
        tag: 'ul',
        children: [
          {tag: 'li', children: ['BSc, 2010']},
          {tag: 'li', children: ['MSc & more', {tag: 'br', children: []}, '2014']},
        ],
      },
    ]);
  });

  it('closes what the text leaves open and ignores stray end tags', () => {
    expect(limitedHtml('<p>One</li><ol><li>Two')).toEqual([{tag: 'p', children: ['One', {tag: 'ol', children: [{tag: 'li', children: ['Two']}]}]}]);
  });

  it('keeps a lone < as text', () => {
    expect(limitedHtml('a < b')).toEqual(['a < b']);
  });

  it.each(INJECTIONS)('keeps no element but the allowed five for %s', (payload) => {
    const walk = (nodes: readonly LimitedNode[]): void => {
      for (const node of nodes) {
        if (typeof node === 'string') continue;
        expect(['ul', 'ol', 'li', 'p', 'br']).toContain(node.tag);
        expect(Object.keys(node)).toEqual(['tag', 'children']);
        walk(node.children);
      }
    };
    walk(limitedHtml(payload));
  });
});

describe('htmlToLines on injection payloads', () => {
  it.each(INJECTIONS)('gives plain text without tags for %s', (payload) => {
    for (const line of htmlToLines(payload)) {
      // Lines are rendered as React text; they must not even look like a live tag.
      expect(line).not.toMatch(/<(script|img|svg|iframe|a|p|style)\b[^>]*>/i);
    }
  });
});
