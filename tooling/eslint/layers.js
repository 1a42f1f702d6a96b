/**
 * Dependencies point one way: core <- ui <- templates <- web.
 * Each layer lists the workspace packages it must never import.
 */
const up = {
  core: ['@playfront/ui', '@playfront/templates', '@playfront/web'],
  ui: ['@playfront/templates', '@playfront/web'],
  templates: ['@playfront/web'],
  web: [],
  storybook: ['@playfront/web'],
  tooling: [],
};

/** @param {keyof typeof up | 'server'} layer */
export function forbiddenImports(layer) {
  if (layer === 'server') {
    // The sandbox shares only pure code with the front end: the contract, the theme manifest and
    // the limit arithmetic (so a limit is enforced exactly as the player is shown it).
    const message =
      'The sandbox API may import only @playfront/core/contract, @playfront/core/theme and @playfront/core/responsible.';
    return {
      paths: ['@playfront/core', '@playfront/ui', '@playfront/templates', '@playfront/web'].map(
        (name) => ({ name, message }),
      ),
      patterns: [
        {
          group: [
            '@playfront/core/*',
            '!@playfront/core/contract',
            '!@playfront/core/theme',
            '!@playfront/core/responsible',
            '@playfront/ui/*',
            '@playfront/templates/*',
            '@playfront/web/*',
          ],
          message,
        },
      ],
    };
  }
  const forbidden = up[layer];
  if (!forbidden) throw new Error(`Unknown layer "${layer}"`);
  return {
    paths: ['@playfront/core', '@playfront/ui', '@playfront/templates'].map((name) => ({
      name,
      message: `Import a subpath of ${name} (for example ${name}/<area>), not the whole package.`,
    })),
    patterns: forbidden.length
      ? [
          {
            group: forbidden.flatMap((name) => [name, `${name}/*`]),
            message: `"${layer}" sits below these packages: dependencies point core <- ui <- templates <- web.`,
          },
        ]
      : [],
  };
}
