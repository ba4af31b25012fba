import fs from 'node:fs';
import path from 'node:path';

// Reading settings from the environment: every feature's settings file (payments/payment-settings.ts, ...) reads
// its variables with these, so each says the same words when a value is wrong; config.ts joins the features' settings.

/**
 * The folder of the api workspace: the nearest one above this file that holds a package.json. This file runs from
 * api/src/settings (tsx, jest) or bundled into api/dist/server.js (production), at two depths.
 */
function findApiFolder(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

/** The repository root, the api workspace's parent. Every default path hangs off it, so the server runs from any cwd. */
export const REPO_ROOT = path.dirname(findApiFolder(__dirname));

export type Environment = Readonly<Record<string, string | undefined>>;

/** A setting that is wrong stops the server at start with the variable's name, not later with a strange fault. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The variable's value without surrounding spaces; undefined when unset or blank. */
export function readString(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function readInteger(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** An absolute path: a relative one is taken from the server's working folder. */
export function readPath(env: Environment, name: string, fallback: string): string {
  const raw = readString(env, name);
  return raw === undefined ? fallback : path.resolve(raw);
}

export function readSwitch(env: Environment, name: string, fallback: boolean): boolean {
  const raw = readString(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, not '${raw}'`);
}
