/** Id of the menu's dialog, which the header's menu button opens. */
export const MENU_ID = 'app-sidebar';

/** The menu panel's island (src/components/Island). */
export const MENU_ISLAND = 'menu';
