/**
 * Jest stand-in for Docusaurus's generated `@generated/docusaurus.config`:
 * the real site config, as the English build sees it. Tests of other locales
 * override `baseUrl` through jest/docusaurus/renderWithDocusaurus.tsx.
 */
import config from '../../docusaurus.config';

export default config;
