/** Jest stand-in for `@generated/site-metadata`. */
const siteMetadata = {docusaurusVersion: '3.10.2', pluginVersions: {}};

export default siteMetadata;
