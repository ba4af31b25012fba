import { stopStarted } from './global-setup';

// jest calls a global teardown module's default export: that is the only reason this file has one.
export default async function globalTeardown(): Promise<void> {
  await stopStarted();
}
