// The linter's rules that matter for this code: promises nobody awaits, type assertions that
// hide a wrong type, unused code, and React's rules of hooks. Type-aware: every file is read
// with its own program's tsconfig.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', '.wrangler/', 'e2e/hosts/dist/', '**/*.d.ts', '**/*.vue'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.base],
    // Each program's own tsconfig (strict, its own globals); the root one only references them.
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.worker.json',
          './tsconfig.widget.json',
          './tsconfig.admin.json',
          './tsconfig.node.json',
          './e2e/hosts/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'no-undef': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // An assertion that narrows a type hides a wrong one. The few left in shipped code each say
      // why on their line (our own markup or API, a library's typing); contract/records.ts holds
      // the typed Object.keys/entries/fromEntries for our literal tables.
      '@typescript-eslint/no-unsafe-type-assertion': 'error',
      // A rest sibling or an `_underscored` name says "left out on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
      'no-unused-vars': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests, the bench and the build scripts read what a page or a tool answers (page.evaluate,
    // a parsed report) and cast it; a wrong cast there fails that test or that build at once,
    // where in shipped code it would fail a family quietly. So the rule holds for shipped code.
    files: ['e2e/**', 'worker/test/**', 'scripts/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-type-assertion': 'off' },
  },
)
