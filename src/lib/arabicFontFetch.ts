/**
 * Fetches Vazirmatn's two files into the browser's cache, without using them
 * on the page in view, and sets the cookie that turns the face on for the
 * next pages (src/lib/arabicFont.ts). A chunk of its own, asked for when the
 * browser is idle after the page (arabicFontClient.ts): the first view's
 * script carries only that module's few lines.
 */
import {FONT_COOKIE, FONT_COOKIE_SECONDS, FONT_FILES, UNICODE_RANGE} from '@site/src/lib/arabicFont';

/** Both faces, loaded; rejects when a file cannot be had (offline, refused), and the next page tries again. */
export function fetchFaces(): Promise<FontFace[]> {
  const faces = FONT_FILES.map(
    ({weight, url}) => new FontFace('Vazirmatn', `url(${url}) format('woff2')`, {weight, display: 'optional', unicodeRange: UNICODE_RANGE}),
  );
  return Promise.all(faces.map((face) => face.load())).then(() => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${FONT_COOKIE}=1; Max-Age=${FONT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
    return faces;
  });
}
