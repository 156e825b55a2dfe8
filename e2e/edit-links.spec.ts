/**
 * "Edit this page" under content pages: staff follow it to the page's file
 * in the repository named in content/identity.ts, the English file on an
 * English page and the translation on a Dari or Pashto page.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import identity, {editUrl} from '../content/identity';
import {expect, test, LOCALES, localePath, uiString} from './support';

const ROOT = path.resolve(__dirname, '..');

/** A few content pages: their route and their file under docs/. */
const PAGES = readdirSync(path.join(ROOT, 'docs', 'about'))
  .filter((name) => name.endsWith('.mdx'))
  .sort()
  .slice(0, 2)
  .map((name) => ({route: `/about/${name.replace(/\.mdx$/, '')}`, file: `about/${name}`}));

for (const {locale, prefix} of LOCALES) {
  for (const {route, file} of PAGES) {
    test(`${localePath(prefix, route)} links to its own file for editing`, async ({page}) => {
      const source = locale === 'en' ? `docs/${file}` : `i18n/${locale}/docusaurus-plugin-content-docs/current/${file}`;
      expect(existsSync(path.join(ROOT, source)), `${source} exists`).toBe(true);
      await page.goto(localePath(prefix, route));
      const link = page.getByRole('link', {name: uiString(locale, 'theme.common.editThisPage', 'Edit this page')});
      await expect(link).toHaveAttribute('href', editUrl(identity.repository, source));
    });
  }
}
