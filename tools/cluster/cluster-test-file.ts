// The cluster project's setup of each test file (jest.config.js): a test across the cluster waits on real
// processes (a node restarting, a job changing hands) on a machine that may be busy, so each test and hook gets
// 60 s unless it says otherwise. jest-circus reads only the run's testTimeout, hence jest.setTimeout here.
jest.setTimeout(60_000);
