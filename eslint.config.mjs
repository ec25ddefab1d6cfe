// ESLint for every workspace (contracts, server, workers, web, kanban, client, scripts, test). The linters are
// installed in tools/lint with their own TypeScript 5 parser (docs/decisions.md 18), so they are loaded from there.
import { createRequire } from 'node:module';

const require = createRequire(new URL('./tools/lint/package.json', import.meta.url));
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const areaEntry = require('./rules/area-entry.cjs');

const XLSX_WRITER = 'write an .xlsx with core/spreadsheet (exportTable, streamXlsx)';
const EXCELJS = { name: 'exceljs', message: XLSX_WRITER };
const EXCELJS_LAZY = { group: ['**/util/on-first-use'], importNames: ['exceljs'], message: XLSX_WRITER };
const TYPEORM = {
  name: 'typeorm',
  message:
    'TypeORM only migrates (core/database): run statements on the pg pool (core/db/sql.ts: sql, rows, inTransaction)',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '.data/**', '.tmp/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  { languageOptions: { globals: { ...globals.node } } },
  {
    rules: {
      // Off, docs/decisions.md 18: a `!` marks a value an earlier check or lookup guarantees (a row just read, a
      // map entry just set); rewriting 136 of them as runtime checks would add branches no test can reach.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Nest modules are classes that exist for their decorator.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  // the lint rules of the project are CommonJS, loaded by the config and by server/src/modules/areas.spec.ts
  {
    files: ['tools/lint/rules/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // issue 34: a server area is imported through its entry only (docs/architecture.md "Areas")
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.spec.ts'],
    plugins: { areas: { rules: { 'entry-only': areaEntry.rule } } },
    rules: { 'areas/entry-only': 'error' },
  },
  {
    // issue 34: one xlsx writer (core/spreadsheet/xlsx-stream.ts, docs/api.md "Spreadsheets"); exceljs only reads
    // uploads. And no ORM at run time: TypeORM runs the migrations (core/database), every statement runs on the pg
    // pool (docs/database.md, "One pool").
    files: ['server/src/**/*.ts', 'workers/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [EXCELJS, TYPEORM], patterns: [EXCELJS_LAZY] }] },
  },
  {
    files: ['server/src/core/spreadsheet/**/*.ts', 'server/src/core/util/on-first-use.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [TYPEORM] }] },
  },
  {
    files: ['server/src/core/database/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [EXCELJS], patterns: [EXCELJS_LAZY] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'kanban/src/**/*.{ts,tsx}', 'client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks; the React Compiler's rules of eslint-plugin-react-hooks 7 are for code the compiler
    // builds, and these apps are not built with it (docs/decisions.md 18).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: { globals: { ...globals.browser } },
  },
);
