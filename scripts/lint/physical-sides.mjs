/**
 * Stylelint rule `site/physical-sides`: CSS names the sides of the inline
 * axis logically (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`), so a Dari or Pashto page mirrors by itself and an
 * English passage inside it (`dir="ltr"`) keeps its own sides. A physical
 * side (`left`, `margin-right`, `border-left`, `text-align: left`,
 * `float: right`, `transform-origin: left top`...) is allowed only where it
 * must not mirror, and that place says so with rtlcss's own directive,
 * which Docusaurus's rtlcss pass over the fa and ps styles obeys too:
 *
 *     /* rtl:ignore *\/            before a declaration or a rule
 *     /*rtl:begin:ignore*\/ ... /*rtl:end:ignore*\/   around several
 *
 * with a comment beside it saying why, or with a
 * `stylelint-disable-next-line site/physical-sides -- reason` comment
 * (stylelint.config.mjs refuses a disable without a reason).
 *
 * What is physical comes from stylelint-plugin-logical-css (its
 * `require-logical-properties` and `require-logical-keywords` rules, run
 * through this one so that the rtlcss directives count), plus the position
 * properties that rule does not know (`transform-origin`,
 * `background-position`, `object-position`...), whose `left` and `right`
 * rtlcss would mirror.
 */
import stylelint from 'stylelint';

const {
  createPlugin,
  utils: {checkAgainstRule, report, ruleMessages, validateOptions},
} = stylelint;

export const ruleName = 'site/physical-sides';

const HINT = 'Name the side logically (start/end, inline/block), or mark a side that must not mirror with /* rtl:ignore */ and say why.';

export const messages = ruleMessages(ruleName, {
  /** @param {string} text the logical-css rule's message */
  physical: (text) => `${text.replace(/\s*\(logical-css\/[a-z-]+\)$/, '')}. ${HINT}`,
  /** @param {string} property @param {string} side */
  position: (property, side) => `Unexpected physical side "${side}" in ${property}. ${HINT}`,
});

/**
 * Sizes and axes read the same in both directions of a horizontal page
 * (a width is a width in Dari too), so only sides are checked.
 */
const SAME_IN_BOTH_DIRECTIONS = [
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'contain-intrinsic-width',
  'contain-intrinsic-height',
];

/** `caption-side: top` stays: only Firefox knows `block-start` there. */
const KEYWORDS_KEPT = ['caption-side'];

/** Properties positioned by side keywords that logical-css does not check. */
const POSITION_PROPERTIES = /^(transform-origin|perspective-origin|background-position(-x)?|object-position|mask-position(-x)?)$/i;

const DIRECTIVE = /^\s*!?\s*rtl:(ignore|begin:ignore|end:ignore)\s*$/;

/**
 * The declarations rtlcss leaves alone: after an `rtl:ignore` comment, in a
 * rule after one, between `rtl:begin:ignore` and `rtl:end:ignore`, or with
 * the directive inside their value.
 * @param {import('postcss').Root} root
 * @returns {Set<import('postcss').Node>}
 */
function ignoredByRtlcss(root) {
  /** @type {Set<import('postcss').Node>} */
  const ignored = new Set();
  /** @param {import('postcss').Node | undefined} node */
  const directive = (node) => (node?.type === 'comment' ? DIRECTIVE.exec(/** @type {import('postcss').Comment} */ (node).text)?.[1] : undefined);
  let inBlock = false;
  root.walk((node) => {
    const marker = directive(node);
    if (marker === 'begin:ignore') inBlock = true;
    if (marker === 'end:ignore') inBlock = false;
    if (node.type !== 'decl') return;
    /** @type {import('postcss').Node | undefined} */
    let at = node;
    let marked = inBlock || /rtl:ignore/.test(node.raws.value?.raw ?? '');
    while (!marked && at !== undefined && at.type !== 'root') {
      marked = directive(at.prev()) === 'ignore';
      at = at.parent;
    }
    if (marked) ignored.add(node);
  });
  return ignored;
}

/** @type {import('stylelint').Rule<boolean>} */
const rule = (primary) => async (root, result) => {
  if (!validateOptions(result, ruleName, {actual: primary, possible: [true]})) return;
  const ignored = ignoredByRtlcss(root);
  const checks = [
    {ruleName: 'logical-css/require-logical-properties', ruleSettings: [true, {ignore: SAME_IN_BOTH_DIRECTIONS}]},
    {ruleName: 'logical-css/require-logical-keywords', ruleSettings: [true, {ignore: KEYWORDS_KEPT}]},
  ];
  for (const check of checks) {
    await checkAgainstRule({...check, root, result}, (warning) => {
      if (warning.node !== undefined && ignored.has(warning.node)) return;
      report({ruleName, result, node: warning.node ?? root, message: messages.physical(warning.text)});
    });
  }
  root.walkDecls(POSITION_PROPERTIES, (decl) => {
    const side = /\b(left|right)\b/i.exec(decl.value.replace(/var\([^)]*\)|url\([^)]*\)/g, ''))?.[1];
    if (side !== undefined && !ignored.has(decl)) {
      report({ruleName, result, node: decl, message: messages.position(decl.prop, side), word: side});
    }
  });
};

rule.ruleName = ruleName;
rule.messages = messages;

export default createPlugin(ruleName, rule);
