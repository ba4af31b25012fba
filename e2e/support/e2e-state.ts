// What the global setup started, handed to the test files (which jest runs in worker processes) through one
// environment variable: workers are forked after the global setup, so they inherit it.
export const stateVariable = 'CHALEIN_E2E_STATE';

export interface E2eState {
  baseUrl: string;
  databaseFile: string;
  /** where this server keeps resumes and driver documents (a temporary folder, like the database) */
  privateUploadsDir: string;
  remotesConfigFile: string;
  wsEndpoint: string;
}

export function readE2eState(): E2eState {
  const raw = process.env[stateVariable];
  if (!raw) {
    throw new Error(`${stateVariable} is not set: run the browser tests through jest (\`npx jest --selectProjects e2e\`).`);
  }
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${stateVariable} is not an object`);
  const record = parsed as Record<string, unknown>;
  const text = (key: keyof E2eState): string => {
    const value = record[key];
    if (typeof value !== 'string') throw new Error(`${stateVariable}.${key} is missing`);
    return value;
  };
  return {
    baseUrl: text('baseUrl'),
    databaseFile: text('databaseFile'),
    privateUploadsDir: text('privateUploadsDir'),
    remotesConfigFile: text('remotesConfigFile'),
    wsEndpoint: text('wsEndpoint'),
  };
}
