// One jest run for the whole repository: a project per workspace, so `npm test` reports every suite together.
const { REMOTES } = require('./shared/src/lib/remote-manifest.ts');

const tsJest = [
  'ts-jest',
  {
    // Type checking is `npm run typecheck`; here TypeScript only transpiles (isolatedModules), to CommonJS.
    tsconfig: { module: 'commonjs', moduleResolution: 'node10', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  // jsdom with Node's fetch, Request, TextEncoder and AbortController, which react-router and axios need
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.tsx?$': tsJest },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/../tools/jest/file-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  // a form test types into a dozen fields like a person; on a busy 2-core machine that can pass 5 s
  testTimeout: 15_000,
});

module.exports = {
  rootDir: __dirname,
  // Jest 30 reads the time a test or hook may take from the run's testTimeout only (jest-circus ignores a project's
  // own, so the projects' settings below do nothing by themselves): this one applies to every project. A test app
  // migrating and seeding a real database, or a form test typing a dozen fields, can pass 5 s on a busy 2-core
  // machine. The api-postgres (30 s) and e2e (120 s) setup files raise it for their own files with jest.setTimeout.
  testTimeout: 15_000,
  // On 2 cores Jest would run every file in its own process, one after another, in one heap: some 400 files build
  // well over a thousand test apps, servers and render pools, and whatever one of them leaves reachable (a timer, an
  // observer, a listener) stays for the rest of the run. A full run once ended with that heap at its 4 GB limit
  // after 44 minutes, with no results written. With a limit, Jest runs the files in a worker and starts a fresh one
  // whenever a file leaves it above this much memory, so the run ends whatever a file leaked.
  workerIdleMemoryLimit: '1GB',
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    ...REMOTES.map((remote) => browserProject(remote.folder)),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // a test app migrates and seeds a real database; with the browser tests and the PostgreSQL run beside it on
      // two cores, a test that starts two of them passes 5 s
      testTimeout: 15_000,
    },
    {
      // The API tests again, on PostgreSQL (docs/decisions/0026-postgresql.md): the global setup starts the server (and
      // installs it as root when missing), each test file gets its own database and each test app a fresh schema.
      // Files that never open a database would only repeat themselves, so they run on SQLite alone.
      displayName: 'api-postgres',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        // the SQLite file's own properties: its modes, WAL and folder, and its writes surviving a crash
        '<rootDir>/src/db/database.test.ts',
        '<rootDir>/src/db/durability.test.ts',
        // no database at all
        '<rootDir>/src/config.test.ts',
        '<rootDir>/src/http/(csv-export|document-file-type|memory-cache|request-language|resume-file-type|validation-errors)\\.test\\.ts$',
        '<rootDir>/src/payments/(order-state|pass-validity|payment-signatures)\\.test\\.ts$',
        '<rootDir>/src/security/field-cipher\\.test\\.ts$',
        '<rootDir>/src/notifications/(mail-layout|notification-formats|notification-recipient|sms-templates)\\.test\\.ts$',
        '<rootDir>/src/outbox/(email-channel|msg91-sms-provider|outbox-settings|staff-outbox-client-types)\\.test\\.ts$',
        // the sandbox checkout script in jsdom
        '<rootDir>/src/payments/sandbox-checkout\\.test\\.ts$',
        '<rootDir>/src/site/(cache-control|preload-links|remotes-config|render-shell-html)\\.test\\.ts$',
        '<rootDir>/src/site/server-rendering/',
        '<rootDir>/src/uploads/(multipart-form|resume-storage)\\.test\\.ts$',
        // rate limits counted in Redis: the database engine plays no part
        '<rootDir>/src/http/rate-limits-redis\\.test\\.ts$',
        // the deploy registry's uploads, checks and smoke renders do not depend on the engine; its state and files
        // in the database do: deployment-registry.test.ts runs here (two registries on one database as two nodes), and
        // registry-watch.test.ts (the connection that LISTENs for changes)
        '<rootDir>/src/deployments/(?!(deployment-registry|registry-watch)\\.test\\.ts$)',
      ],
      // migrating and seeding a fresh schema over TCP takes longer than a SQLite file
      testTimeout: 30_000,
      globalSetup: '<rootDir>/src/test-support/postgres-global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/src/test-support/postgres-test-file.ts'],
    },
    {
      // the test code every package's tests share (@chalein/testing)
      displayName: 'testing',
      rootDir: '<rootDir>/testing',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // the test helpers shared by the api and e2e projects (tools/jest)
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['<rootDir>/**/*.test.ts'],
      // the cluster suite is a project of its own, below
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/cluster/'],
    },
    {
      // The local cluster (docs/decisions/0025-cluster.md): each test file starts PostgreSQL's database, Redis, two API
      // nodes and nginx of its own (nginx and redis-server installed from Debian's packages as root) on ports
      // 4940-4989, and tests across the nodes over real HTTP. CLUSTER_LOAD_POSTS raises the contact load (default 300).
      displayName: 'cluster',
      rootDir: '<rootDir>/tools/cluster',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['<rootDir>/**/*.test.ts'],
      globalSetup: '<rootDir>/cluster-global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/cluster-test-file.ts'],
    },
    {
      displayName: 'e2e',
      rootDir: '<rootDir>/e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      // One production server and one Chromium for all browser test files (each file opens its own contexts).
      globalSetup: '<rootDir>/support/global-setup.ts',
      globalTeardown: '<rootDir>/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
    },
  ],
};
