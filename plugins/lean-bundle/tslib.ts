/**
 * Stand-in for tslib in the browser bundle (see ../lean-bundle.ts): the
 * helpers that Docusaurus's browser-side modules call, and nothing else.
 * They are compiled to CommonJS with `importHelpers`, so they `require("tslib")`,
 * which brings the whole library (every helper, about 3 kB compressed) to
 * every page for the one `__importDefault` of @docusaurus/utils-common.
 * plugins/lean-bundle.test.ts checks that every helper those modules use is
 * exported here.
 */

/** `import x from 'y'` on a CommonJS module: its exports as the default unless it is an ES module. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
