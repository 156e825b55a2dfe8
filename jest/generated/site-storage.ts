/** Jest stand-in for `@generated/site-storage`: localStorage, no key namespace (the defaults). */
const siteStorage = {type: 'localStorage', namespace: ''};

export default siteStorage;
