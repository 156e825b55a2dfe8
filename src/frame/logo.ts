/**
 * The two drawings of the university logo: the identity's logo for light
 * backgrounds, and its white variant for the dark header, menu and footer
 * (a CSS filter cannot produce it: the mark's inner shapes would vanish).
 */
import identity from '@site/content/identity';

/** The logo for light backgrounds. */
export const LOGO_ON_LIGHT = identity.logo.src;

/** The logo for dark backgrounds. */
export const LOGO_ON_DARK = identity.logo.srcOnDark;
