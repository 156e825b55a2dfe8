/**
 * Labels and facts that several conference pages share: the tab names, the
 * university's name in each language for affiliations, and sample e-mail
 * addresses. Everything here is a neutral sample (DESIGN: invented people,
 * e-mails at the reserved `.example` domain).
 */
import {identity} from '@site/src/config/identity';
import type {Localized} from './model';

/** The university's name per language, as written in affiliations. */
export const university = identity.name;

/** The campus address per language (the conferences' usual venue). */
export const campusAddress: Localized = identity.address;

/** A sample e-mail address at the university's (reserved) domain. */
export function staffEmail(local: string): string {
  const host = new URL(identity.siteUrl).host.replace(/^www\./, '');
  return `${local}@${host}`;
}

/** Names of the tabs that the conference pages have in common. */
export const tabLabels = {
  university: {en: 'About the university', fa: 'دربارهٔ پوهنتون', ps: 'د پوهنتون په اړه'},
  conference: {en: 'About the conference', fa: 'دربارهٔ کنفرانس', ps: 'د کنفرانس په اړه'},
  agenda: {en: 'Agenda', fa: 'اجندا', ps: 'اجنډا'},
  secretariat: {en: 'Secretariat', fa: 'دارالانشا', ps: 'دارالانشا'},
  conferenceSecretariat: {en: 'Conference secretariat', fa: 'دارالانشای کنفرانس', ps: 'د کنفرانس دارالانشا'},
  papers: {en: 'Paper presentations', fa: 'ارائهٔ مقالات', ps: 'د مقالو وړاندې کول'},
  abstracts: {en: 'Book of abstracts', fa: 'مجموعهٔ خلاصه‌ها', ps: 'د لنډیزونو ټولګه'},
  images: {en: 'Images', fa: 'تصاویر', ps: 'انځورونه'},
} as const satisfies Record<string, Localized>;

/** Terms of the banner facts and the "language and mode" lists. */
export const factTerms = {
  date: {en: 'Date', fa: 'تاریخ', ps: 'نېټه'},
  venue: {en: 'Venue', fa: 'محل برگزاری', ps: 'ځای'},
  mode: {en: 'Mode', fa: 'شیوهٔ برگزاری', ps: 'بڼه'},
  language: {en: 'Language', fa: 'زبان', ps: 'ژبه'},
  registration: {en: 'Registration', fa: 'ثبت نام', ps: 'نوم لیکنه'},
  audience: {en: 'Audience', fa: 'مخاطبان', ps: 'مخاطبین'},
} as const satisfies Record<string, Localized>;

/** Names of the university's usual venues. */
export const venues = {
  mainHall: {en: 'Main hall', fa: 'سالون اصلی', ps: 'اصلي سالون'},
  lobby: {en: 'Lobby of the main hall', fa: 'دهلیز سالون اصلی', ps: 'د اصلي سالون دهلېز'},
  entrance: {en: 'Entrance of the main hall', fa: 'دروازهٔ ورودی سالون اصلی', ps: 'د اصلي سالون د ننوتلو دروازه'},
  cafeteria: {en: 'Cafeteria and prayer room', fa: 'کافتریا و نمازخانه', ps: 'کافټریا او د لمانځه خونه'},
} as const satisfies Record<string, Localized>;

/** The section letters of paper lists: A–E in English, الف–هـ in Dari and Pashto. */
export const sectionLetters = {
  A: {en: 'A', fa: 'الف', ps: 'الف'},
  B: {en: 'B', fa: 'ب', ps: 'ب'},
  C: {en: 'C', fa: 'ج', ps: 'ج'},
  D: {en: 'D', fa: 'د', ps: 'د'},
  E: {en: 'E', fa: 'هـ', ps: 'هـ'},
} as const satisfies Record<string, Localized>;
