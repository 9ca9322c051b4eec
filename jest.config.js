// Two projects: the SPA in jsdom, the server in node (in-memory PGlite through buildApp + app.inject).
// Browser journeys live in test/e2e and run through their own runner (npm run test:e2e).
const esmPackages = ['@apollo', 'rxjs', 'react-intl', '@formatjs', 'intl-messageformat', 'informed', 'dompurify', 'workbox-.*', 'optimism', '@wry', 'ts-invariant', 'graphql-tag'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/sw'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/setupClient.ts'],
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        '\\.(png|jpg|jpeg|svg|webp|gif)$': '<rootDir>/test/helpers/fileStub.js'
      },
      transformIgnorePatterns
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transformIgnorePatterns
    }
  ]
};
