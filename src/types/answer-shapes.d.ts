/**
 * Every endpoint's answer shape and its version (content/answer-shapes.ts),
 * which the build writes as JSON for the browser bundle (plugins/data-pages).
 */
declare module '@answer-shapes' {
  const shapes: import('@site/content/answer-shapes').AnswerShapes;
  export default shapes;
}
