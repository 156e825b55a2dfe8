/**
 * The attribute of `<html>` under which the stylesheet draws Dari and Pashto
 * text in Vazirmatn (src/lib/arabicFont.ts). A module of its own so that the
 * first view's script, which only reads it, carries nothing else of the rule.
 */
export const FONT_ATTRIBUTE = 'data-vazirmatn';
