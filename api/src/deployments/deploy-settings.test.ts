import path from 'node:path';
import { loadDeploymentSettings, parseDeployTokens } from './deploy-settings';
import { ConfigError, REPO_ROOT } from '../settings/environment';

test('the deploy settings default to no tokens, data/deployments, 10 versions, a 24 KB entry and an hour of preview', () => {
  const settings = loadDeploymentSettings({});
  expect(settings).toEqual({
    dir: path.join(REPO_ROOT, 'data', 'deployments'),
    tokens: {},
    keepVersions: 10,
    entryBudgetBytes: 24 * 1024,
    previewSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    previewTtlMs: 3_600_000,
  });
  // random at each start unless set
  expect(loadDeploymentSettings({}).previewSecret).not.toBe(settings.previewSecret);
});

test('DEPLOY_TOKENS gives each remote its own token, and refuses what would weaken them', () => {
  expect(parseDeployTokens(' careers=aaaaaaaaaaaaaaaa1 , passes=bbbbbbbbbbbbbbbb2 ')).toEqual({
    careers: 'aaaaaaaaaaaaaaaa1',
    passes: 'bbbbbbbbbbbbbbbb2',
  });
  expect(() => parseDeployTokens('careers=short')).toThrow(ConfigError);
  expect(() => parseDeployTokens('shell=aaaaaaaaaaaaaaaa1')).toThrow(/remotes among marketing, careers, passes, onboarding/);
  expect(() => parseDeployTokens('careers=aaaaaaaaaaaaaaaa1,careers=bbbbbbbbbbbbbbbb2')).toThrow(/names careers twice/);
  expect(() => parseDeployTokens('careers=aaaaaaaaaaaaaaaa1,passes=aaaaaaaaaaaaaaaa1')).toThrow(/token of another remote/);
  expect(() => loadDeploymentSettings({ DEPLOY_PREVIEW_SECRET: 'too short' })).toThrow(/at least 32 characters/);
});
