import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const remotes = ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '**/@mf-types/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser packages: the shared package by its name only (one singleton), never another remote's code.
  ...remotes.map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lotengo/shared/*'], message: 'Importa @lotengo/shared por su nombre: es un singleton federado.' },
            { group: remotes.filter((r) => r !== pkg).map((r) => `@lotengo/${r}*`), message: 'Un remote no importa el código de otro: usa la federación o @lotengo/shared.' },
            { group: ['**/../shared/src/**', '**/../../shared/**'], message: 'Usa @lotengo/shared.' },
          ],
        },
      ],
    },
  })),
  // Features do not reach into each other (bulletproof-react's rule): only their own folder and shared.
  ...remotes.map((pkg) => ({
    files: [`${pkg}/src/features/**/*.{ts,tsx}`],
    ignores: [`${pkg}/src/features/**/__tests__/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lotengo/shared/*'], message: 'Importa @lotengo/shared por su nombre.' },
            { group: ['../../features/*', '../../../features/*', '**/features/*/**'], message: 'Una feature no importa otra: mueve lo común a shared/ o a src/lib.' },
          ],
        },
      ],
    },
  })),
);
