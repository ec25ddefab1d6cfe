// One jest run for every package: unit specs beside the code, integration specs under test/integration.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/contracts',
    '<rootDir>/client',
    '<rootDir>/server',
    '<rootDir>/workers',
    '<rootDir>/web',
    '<rootDir>/kanban',
    '<rootDir>/test',
  ],
  testMatch: [
    '**/src/**/*.spec.ts',
    '**/src/**/*.spec.tsx',
    '**/test/integration/**/*.spec.ts',
    '**/test/support/**/*.spec.ts',
    '**/test/e2e/**/*.spec.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@mes/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@mes/client$': '<rootDir>/client/src/index.ts',
    '^@mes/client/(.*)$': '<rootDir>/client/src/$1',
    '^@mes/server/(.*)$': '<rootDir>/server/src/$1',
  },
  testTimeout: 60000,
  // the longest files first when jest has no durations yet (a fresh clone): test/support/slow-first-sequencer.cjs
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
};
