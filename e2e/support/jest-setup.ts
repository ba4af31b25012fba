// A browser test loads real pages from a real server on a 2-core CI machine, often beside other test workers:
// jest's 5 s default is far too short. Every wait inside a test has its own smaller bound (site-session.ts).
jest.setTimeout(120_000);
