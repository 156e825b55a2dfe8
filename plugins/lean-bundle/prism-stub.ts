/**
 * Stand-in for prism-react-renderer in the browser bundle (see
 * ../lean-bundle.ts): an empty Prism that the theme's language loader can
 * register nothing on.
 */
export const Prism = {languages: {}};
export const themes = {};
