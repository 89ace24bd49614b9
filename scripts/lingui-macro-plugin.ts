// Lingui's macros (t, msg, plural, <Trans>) become message lookups: for the build, the dev
// server and every Vitest config. Only files that import a macro go through Babel; put it before
// the React plugin, so that sees the lookups.
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

export const linguiMacro = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
        rolldown: { filter: { code: /from ['"]@lingui\/(?:core|react)\/macro['"]/ } },
      }),
    ],
  });
