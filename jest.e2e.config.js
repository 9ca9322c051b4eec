// Browser journeys (npm run test:e2e): the built server on a free port with a fresh data folder,
// driven by playwright-core over Debian's Chromium. One file at a time (--runInBand).
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.js',
  globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.js',
  testTimeout: 120000,
  slowTestThreshold: 30
};
