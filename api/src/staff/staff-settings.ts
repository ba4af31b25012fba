// The staff console's settings, read from the environment here rather than in config.ts so the feature keeps its
// own (docs/decisions/0039-staff-sessions-and-roles.md). Every one has a default fit for production.

export interface StaffSettings {
  /** STAFF_SESSION_IDLE_MINUTES: a session unused this long is over */
  sessionIdleMs: number;
  /** STAFF_SESSION_MAX_HOURS: a session is over this long after sign-in, however busy */
  sessionMaxMs: number;
  /** how long the code step may follow a right password */
  codeStepMs: number;
  /** STAFF_SIGN_IN_ATTEMPTS_PER_ACCOUNT: password and code attempts on one account per window */
  attemptsPerAccount: number;
  /** STAFF_SIGN_IN_ATTEMPTS_PER_ADDRESS: sign-in attempts from one address per window, on each of the two steps */
  attemptsPerAddress: number;
  /** the window of both limits */
  attemptWindowMs: number;
  /** a setup link is good this long */
  setupLinkMs: number;
}

export class StaffSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffSettingsError';
  }
}

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new StaffSettingsError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new StaffSettingsError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function loadStaffSettings(env: NodeJS.ProcessEnv): StaffSettings {
  return {
    sessionIdleMs: readWholeNumber(env, 'STAFF_SESSION_IDLE_MINUTES', 30, 1, 24 * 60) * MINUTE_MS,
    sessionMaxMs: readWholeNumber(env, 'STAFF_SESSION_MAX_HOURS', 12, 1, 24 * 7) * HOUR_MS,
    codeStepMs: 5 * MINUTE_MS,
    attemptsPerAccount: readWholeNumber(env, 'STAFF_SIGN_IN_ATTEMPTS_PER_ACCOUNT', 10, 1, 1000),
    attemptsPerAddress: readWholeNumber(env, 'STAFF_SIGN_IN_ATTEMPTS_PER_ADDRESS', 30, 1, 100_000),
    attemptWindowMs: 15 * MINUTE_MS,
    setupLinkMs: 24 * HOUR_MS,
  };
}
