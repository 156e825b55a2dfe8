/** The footer's island (src/components/Island). */
export const FOOTER_ISLAND = 'footer';
