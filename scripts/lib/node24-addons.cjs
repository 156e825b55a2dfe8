// Preloaded (`NODE_OPTIONS=--require ...`) into every Node 24 process that
// scripts/test-node24.ts starts. better-sqlite3's native addon in
// node_modules is built for the machine's Node; a Node of another ABI cannot
// load it. This hook sends that one file to the copy built for Node 24
// (NODE24_BETTER_SQLITE3 names it) and leaves node_modules as it is.
'use strict';
const {registerHooks} = require('node:module');
const {pathToFileURL} = require('node:url');

const replacement = process.env.NODE24_BETTER_SQLITE3;
if (replacement === undefined || replacement === '') {
  throw new Error('node24-addons.cjs: NODE24_BETTER_SQLITE3 must name the better_sqlite3.node built for this Node');
}
const target = pathToFileURL(replacement).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url !== undefined && /\/node_modules\/better-sqlite3\/build\/Release\/better_sqlite3\.node$/.test(resolved.url)) {
      return {...resolved, url: target};
    }
    return resolved;
  },
});
