/**
 * Every text a player can see goes through translation: JSX text and user-facing attributes may
 * not carry letters of their own. Punctuation, numbers and symbols (`©`, `·`, `|`) are fine.
 */
const visibleAttributes = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label']);
const hasLetters = (text) => /\p{L}/u.test(text);

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow untranslated visible text in JSX' },
    messages: { literal: 'Visible text "{{text}}" bypasses translation: use t(...).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetters(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!visibleAttributes.has(name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && hasLetters(node.value.value)) {
          report(node.value, node.value.value);
        }
      },
    };
  },
};
