/**
 * The page the web editor's preview pane shows in a frame: `/admin/preview`
 * in each language (`/fa/admin/preview`...), a page of the site like any
 * other, so the item is drawn with the site's components, styles,
 * translations, fonts and direction. It receives the item from the pane
 * (./protocol.ts) and draws it again after every edit.
 *
 * `npm run dev` runs one language at a time; there the pages of the other
 * languages' previews are answered by this language's build (see
 * ../index.ts), which draws the item in its own language and direction with
 * this build's labels, and says so.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCALE_CONFIG, toLocale} from '@site/content/locales';
import ItemPreview from './ItemPreview';
import PagePreview from './PagePreview';
import {entityOf, itemInLanguage} from './item';
import {isMessage, type PreviewItem, type PreviewReady} from './protocol';
import styles from './styles.module.css';

const LANGUAGE_NAMES = {en: 'English', fa: 'Dari', ps: 'Pashto'} as const;

/** The item the pane sent last, or undefined until it has sent one. */
function usePaneItem(locale: string): PreviewItem | undefined {
  const [item, setItem] = useState<PreviewItem>();
  useEffect(() => {
    const receive = (event: MessageEvent): void => {
      if (event.origin === window.location.origin && isMessage<PreviewItem>(event.data, 'site-preview-item')) setItem(event.data);
    };
    window.addEventListener('message', receive);
    const ready: PreviewReady = {type: 'site-preview-ready', locale};
    window.parent.postMessage(ready, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, [locale]);
  return item;
}

/** What the preview shows of the item. */
function Preview({message}: {readonly message: PreviewItem}): ReactNode {
  const entity = entityOf(message.collection);
  if (entity !== undefined) {
    return <ItemPreview entity={entity} item={itemInLanguage(entity, message)} locale={message.locale} assets={message.assets} />;
  }
  const title = typeof message.text.title === 'string' ? message.text.title : '';
  return <PagePreview title={title} body={typeof message.text.body === 'string' ? message.text.body : ''} />;
}

/** The preview page. */
export default function PreviewPage(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const siteLocale = toLocale(i18n.currentLocale);
  const message = usePaneItem(siteLocale);
  const locale = message?.locale ?? siteLocale;
  const writing = LOCALE_CONFIG[locale];
  return (
    <>
      <Head>
        <title>Preview · web editor</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={`container ${styles.preview}`} lang={writing.htmlLang} dir={writing.direction} data-preview-locale={locale}>
        {message !== undefined && message.locale !== siteLocale ? (
          <p className={styles.notice} role="note" dir="ltr" lang="en">
            {LANGUAGE_NAMES[message.locale]} text in the {LANGUAGE_NAMES[siteLocale]} site: `npm run dev` serves one language, so the labels and dates
            around the text are {LANGUAGE_NAMES[siteLocale]}. `npm run dev -- --locale {message.locale}` (or `npm start`) shows the{' '}
            {LANGUAGE_NAMES[message.locale]} page whole.
          </p>
        ) : null}
        {message === undefined ? (
          <p className={styles.notice} dir="ltr" lang="en">
            Waiting for the editor…
          </p>
        ) : (
          <Preview message={message} />
        )}
      </main>
    </>
  );
}
