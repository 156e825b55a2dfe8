/**
 * Jest stand-in for `@generated/codeTranslations`: the messages that
 * translate() and <Translate> look up. Docusaurus reads this object directly
 * (not through context), so it is mutable: renderWithDocusaurus fills it with
 * a locale's messages and empties it again for English.
 */
const codeTranslations: Record<string, string> = {};

export default codeTranslations;
