/**
 * The site search finds data pages in each language: news stories,
 * lecturers and programs are rendered with their words at build time
 * (plugins/data-pages), so Pagefind indexes them like any page. Each query is
 * a record's own title or name as the API gives it in that language (the
 * data the build rendered), and the result must link to the record's page.
 */
import {apiJson, expect, langQuery, LOCALES, localePath, test, uiString, waitForHydration} from './support';

for (const {locale, prefix} of LOCALES) {
  test(`search in ${locale} finds a news story, a lecturer and a program by name`, async ({page, request}) => {
    test.slow();
    const news = (await apiJson<Array<{id: number; title: string}>>(request, `/web/news/all-news/${locale}`)).at(-1)!;
    const program = (await apiJson<Array<{Tag: string; title: string}>>(request, `/web/programs/graduate-programs/${locale}`))[0]!;
    const lecturer = (await apiJson<Array<{id: number; name: string}>>(request, `/web/program/lecturers/${program.Tag}${langQuery(locale)}`))[0]!;
    const cases = [
      {what: 'news story', query: news.title, link: `a[href="${localePath(prefix, `/news/general/${news.id}`)}"]`},
      // A lecturer's profile under each program they teach in names one of them as the address to index.
      {what: 'lecturer', query: lecturer.name, link: `a[href^="${prefix}/academics/programs/"][href$="/faculty-profile/${lecturer.id}"]`},
      {what: 'program', query: program.title, link: `a[href="${localePath(prefix, `/academics/programs/${program.Tag.toLowerCase()}`)}"]`},
    ];

    await page.goto(localePath(prefix, '/'));
    // Until the scripts run, the search control is a link to the search page; then it opens the dialog.
    await waitForHydration(page);
    const opener = page.locator('header [role="button"][aria-haspopup="dialog"]');
    const dialog = page.getByRole('dialog', {name: uiString(locale, 'search.dialog.title', 'Search the website')});
    for (const {what, query, link} of cases) {
      await opener.click();
      await expect(dialog).toBeVisible();
      const box = dialog.locator('input[type="search"]');
      await box.fill(query);
      // The search button rests for two seconds after each search.
      await expect(dialog.locator('form button[type="submit"]')).toHaveAttribute('aria-disabled', 'false', {timeout: 4000});
      await box.press('Enter');
      await expect(dialog.locator(link).first(), `${locale}: the ${what} «${query}» is found`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
}
