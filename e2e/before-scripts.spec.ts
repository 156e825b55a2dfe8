/**
 * What a reader can do while the page's scripts are still on their way (on a
 * slow phone the page paints seconds before them): every control of the
 * frame and the tabs does what it says from the HTML and CSS alone. The
 * scripts are held back here until the test lets them go.
 *
 * - the menu button opens the menu (a native dialog), a section its
 *   submenu (a popover), and their links lead to their pages;
 * - the language links lead to the same page in the other language;
 * - the search button leads to the search page, whose form sends the words
 *   to itself and finds them once the scripts arrive;
 * - a conference page's tab shows its panel and takes the selected look.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {expect, test as base, type Page} from '@playwright/test';
import {NAV_SECTIONS} from '../src/frame/navigation';
import {conferenceSources, LOCALES, localePath, uiString, waitForHydration} from './support';

/** A page whose scripts wait until `release()`. */
const test = base.extend<{held: {release: () => void}}>({
  held: async ({page}, use) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await gate;
      await route.continue();
    });
    await use({release});
    release();
  },
});

async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
}

/** The title of an English docs page, from its front matter. */
function docTitle(route: string): string {
  const source = readFileSync(path.join(__dirname, '..', 'docs', `${route}.mdx`), 'utf8');
  return (parseYaml(source.split('---')[1] ?? '') as {title: string}).title;
}

for (const {locale, prefix} of LOCALES) {
  test(`${locale}: the menu, a section and a submenu link work before the scripts`, async ({page, held}) => {
    await page.goto(localePath(prefix, '/about/history'), {waitUntil: 'commit'});
    await expectNotHydrated(page);
    await page.getByRole('button', {name: uiString(locale, 'frame.header.menuButton.menuLabel', 'Menu'), exact: true}).click();
    const menu = page.getByRole('dialog', {name: uiString(locale, 'frame.sidebar.ariaLabel', 'Main menu')});
    await expect(menu).toBeVisible();
    const section = NAV_SECTIONS[2]!;
    await menu.locator(`button[popovertarget="app-sidebar-${section.key}"]:not([popovertargetaction])`).click();
    const submenu = page.locator(`#app-sidebar-${section.key}`);
    await expect(submenu).toBeVisible();
    const target = localePath(prefix, section.routes[0]!);
    await submenu.locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expectNotHydrated(page);
    held.release();
  });

  test(`${locale}: the language links lead to this page in the other languages before the scripts`, async ({page, held}) => {
    await page.goto(localePath(prefix, '/about/history'), {waitUntil: 'commit'});
    await page.locator('button[command="show-modal"][commandfor="app-sidebar"]').click();
    const other = LOCALES.find((candidate) => candidate.locale !== locale)!;
    await page.locator(`#app-sidebar a[data-locale="${other.locale}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(other.prefix, '/about/history')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
    held.release();
  });
}

test('the search button leads to the search page; words sent before the scripts are searched once they arrive', async ({page, held}) => {
  await page.goto('/about/history', {waitUntil: 'commit'});
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search$/);
  const title = docTitle('about/history');
  const box = page.getByRole('searchbox', {name: 'Search terms'});
  await box.fill(title);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(title).replace(/%20/g, '\\+')}$`));
  await expectNotHydrated(page);
  held.release();
  await waitForHydration(page);
  await expect(box).toHaveValue(title);
  await expect(page.locator('main ol li a[href="/about/history"]')).toBeVisible();
});

test('a conference tab shows its panel and is marked chosen before the scripts; the scripts keep the choice', async ({page, held}) => {
  const conference = conferenceSources()[0]!;
  await page.goto(`/research/conferences/${conference.slug}`, {waitUntil: 'commit'});
  await expectNotHydrated(page);
  const tabs = page.getByRole('tab');
  const chosenLook = await tabs.nth(0).evaluate((tab) => getComputedStyle(tab).backgroundColor);
  const last = conference.tabs.en.length - 1;
  await tabs.nth(last).click();
  const panels = page.getByRole('tabpanel');
  await expect(panels).toHaveCount(1);
  await expect(panels.first()).toHaveAttribute('aria-labelledby', (await tabs.nth(last).getAttribute('id'))!);
  expect(await tabs.nth(last).evaluate((tab) => getComputedStyle(tab).backgroundColor)).toBe(chosenLook);
  expect(await tabs.nth(0).evaluate((tab) => getComputedStyle(tab).backgroundColor)).not.toBe(chosenLook);
  held.release();
  await waitForHydration(page);
  await expect(tabs.nth(last)).toHaveAttribute('aria-selected', 'true');
  await expect(panels).toHaveCount(1);
});
