import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The shared screens reach other apps only through federation ('mfe_screens/orders', loaded at
    // run time): importing mfe-screens' source would build a second copy into the app, which a
    // deploy of the screens would not update.
    files: ['shell/**', 'mfe-shared/**', 'mfe-buyer/**', 'mfe-vendor/**', 'mfe-admin/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['mfe-screens', 'mfe-screens/*', '**/mfe-screens/**'], message: "Import the screens from 'mfe_screens/<feature>' (the remote)." }] }],
    },
  },
);
