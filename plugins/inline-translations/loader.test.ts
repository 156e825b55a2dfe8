/** @jest-environment node */
import {inlineTranslations, sourceStrings} from './loader.cjs';

const messages = {'pager.next': 'بعدی', 'pager.ariaLabel': 'صفحه‌ها', 'Untitled message': 'پیام بی‌نام'};

describe('interface strings written into the code at build time', () => {
  it('puts the locale’s message into a translate() call and drops its id and description', () => {
    const source =
      "import {translate} from '@docusaurus/Translate';\nconst a = translate({id: 'pager.next', message: 'Next', description: 'Pager link'});";
    expect(inlineTranslations(source, messages, 'x.ts')).toBe(
      'import {translate} from \'@docusaurus/Translate\';\nconst a = translate({message: "بعدی"});',
    );
  });

  it('keeps the English message when the locale has none, and the values of a placeholder', () => {
    const source = "import {translate} from '@docusaurus/Translate';\nconst a = translate({id: 'x.new', message: 'Page {n}'}, {n: 2});";
    expect(inlineTranslations(source, messages, 'x.ts')).toContain('translate({message: "Page {n}"}, {n: 2})');
  });

  it('looks a message without id up by its text', () => {
    const source = "import {translate} from '@docusaurus/Translate';\ntranslate({message: 'Untitled message'});";
    expect(inlineTranslations(source, messages, 'x.ts')).toContain('translate({message: "پیام بی‌نام"})');
  });

  it('rewrites a <Translate> element, multi-line text included, and keeps its values', () => {
    const source = [
      "import Translate from '@docusaurus/Translate';",
      'const a = (',
      '  <Translate id="pager.ariaLabel" description="Name of the pager" values={{n: 1}}>',
      '    Pages',
      '  </Translate>',
      ');',
    ].join('\n');
    const output = inlineTranslations(source, messages, 'x.tsx');
    expect(output).toContain('values={{n: 1}}>{"صفحه‌ها"}</Translate>');
    expect(output).not.toContain('description');
    expect(output).not.toContain('id=');
  });

  it('leaves a function of the same name from elsewhere alone', () => {
    const source = "import {translate} from './other';\ntranslate({id: 'pager.next', message: 'Next'});";
    expect(inlineTranslations(source, messages, 'x.ts')).toBe(source);
  });

  it('stops the build, naming file and line, at a call it cannot translate', () => {
    const source = "import {translate} from '@docusaurus/Translate';\n\nconst id = 'pager.next';\ntranslate({id, message: 'Next'});";
    expect(() => inlineTranslations(source, messages, 'src/x.ts')).toThrow(/src\/x\.ts:4: translate\(\) must name its id and message literally/);
  });

  it('gives each locale its own messages for the same file, and stops again at the same bad call', () => {
    const source = "import {translate} from '@docusaurus/Translate';\nconst a = translate({id: 'pager.next', message: 'Next'});";
    const pashto = {'pager.next': 'بل'};
    expect(inlineTranslations(source, messages, 'src/same.ts')).toContain('translate({message: "بعدی"})');
    expect(inlineTranslations(source, pashto, 'src/same.ts')).toContain('translate({message: "بل"})');
    expect(inlineTranslations(source, {}, 'src/same.ts')).toContain('translate({message: "Next"})');
    const bad = "import {translate} from '@docusaurus/Translate';\ntranslate({message: label});";
    expect(() => inlineTranslations(bad, messages, 'src/bad.ts')).toThrow(/src\/bad\.ts:2:/);
    expect(() => inlineTranslations(bad, pashto, 'src/bad.ts')).toThrow(/src\/bad\.ts:2:/);
  });
});

describe('the strings a source shows', () => {
  it('reads each translate() and <Translate> id with its English message, the message standing in for a missing id', () => {
    const source = [
      "import Translate, {translate} from '@docusaurus/Translate';",
      "const a = translate({id: 'pager.next', message: 'Page {n}', description: 'Pager link'});",
      "const b = translate({message: 'Untitled message'});",
      'const c = <Translate id="list.empty" description="Empty list">Nothing yet</Translate>;',
    ].join('\n');
    expect(sourceStrings(source, 'x.tsx')).toEqual(
      expect.arrayContaining([
        {id: 'pager.next', message: 'Page {n}'},
        {id: 'Untitled message', message: 'Untitled message'},
        {id: 'list.empty', message: 'Nothing yet'},
      ]),
    );
    expect(sourceStrings(source, 'x.tsx')).toHaveLength(3);
    expect(sourceStrings('const x = 1;', 'y.ts')).toEqual([]);
  });
});
