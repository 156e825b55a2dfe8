/**
 * `@build-answers` in the browser bundle: none. The browser reads the answers
 * a page was built with from the page's own HTML (src/lib/api/pageData.tsx),
 * so the snapshot of every answer never reaches a visitor.
 */
const answers: Readonly<Record<string, unknown>> = {};
export default answers;
