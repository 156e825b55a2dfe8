/**
 * The Dari and Pashto interface strings as the site uses them
 * (i18n/{fa,ps}/code.json), for tests that render in those languages or
 * check one area's strings against its sources.
 */
import faCode from '../i18n/fa/code.json';
import psCode from '../i18n/ps/code.json';

export type CodeStrings = Record<string, {message: string; description?: string}>;

const CODE: Record<'fa' | 'ps', CodeStrings> = {fa: faCode, ps: psCode};

/** The strings of a locale whose ids match `area` (e.g. /^frame\./). */
export function areaStrings(locale: 'fa' | 'ps', area: RegExp): CodeStrings {
  return Object.fromEntries(Object.entries(CODE[locale]).filter(([id]) => area.test(id)));
}
