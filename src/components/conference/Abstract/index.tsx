/**
 * One entry of a book of abstracts, in the language its authors wrote it in,
 * whatever the page's language: a Dari abstract reads right to left inside
 * the English page, an English one left to right inside the Dari page. Its
 * labels ("Keywords") are in the entry's language too, as in a printed book.
 *
 *   <Abstract lang="en" session="Session 1">
 *
 *   ### 1. Remittances and Household Consumption in Afghanistan
 *
 *   Jawad Sultani, Marzia Akbari
 *
 *   Remittances from relatives abroad are …
 *
 *   - **Keywords:** remittances, household consumption
 *   - **Affiliations:** Faculty of Economics, Sapedar University
 *   - **Contact:** j.sultani@sapedar.example
 *
 *   </Abstract>
 *
 * The line right under the title is the authors. An entry may end with
 * `#### About the author` and a paragraph.
 */
import type {ReactNode} from 'react';
import {useDirection} from '@site/src/lib/hooks/useDirection';
import styles from './styles.module.css';

/** Props of {@link Abstract}. */
export interface AbstractProps {
  /** The language of the entry: en, fa or ps. */
  readonly lang: string;
  /** The session it was presented in, as the entry names it ("Session 2", "جلسهٔ اصلی"). */
  readonly session?: string;
  readonly children?: ReactNode;
}

/** The entry, in its own language and direction. */
export default function Abstract({lang, session, children}: AbstractProps): ReactNode {
  const dir = useDirection(lang);
  return (
    <article lang={lang} dir={dir} className={styles.entry}>
      {session && <p className={styles.session}>{session}</p>}
      {children}
    </article>
  );
}
