/**
 * The table of interface strings the bundle imports (`@generated/codeTranslations`):
 * empty, because every string's translation is already written into the code
 * that shows it (./loader.cjs).
 */
const messages: Record<string, string> = {};
export default messages;
