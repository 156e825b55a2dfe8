/**
 * `lang` and `dir` for a piece of text written in another language than the
 * page (a Dari abstract inside the English page, an English title inside the
 * Dari one), so it reads in its own direction and is spoken in its own voice.
 */
import {isRtl, type Locale} from '@site/src/data/conferences/format';

/** The attributes that mark text written in `lang`. */
export function langAttributes(lang: Locale): {lang: Locale; dir: 'ltr' | 'rtl'} {
  return {lang, dir: isRtl(lang) ? 'rtl' : 'ltr'};
}
