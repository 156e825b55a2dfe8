/**
 * The answers of the API for the locale being built: API path → answer. In
 * the build's server bundle it is the snapshot plugins/data-pages wrote; in
 * the browser bundle an empty object (plugins/data-pages/browser-answers.ts).
 */
declare module '@build-answers' {
  const answers: Readonly<Record<string, unknown>>;
  export default answers;
}
