import path from 'node:path';
import { loadDeploymentSettings, parseDeployTokens } from './deploy-settings';
import { ConfigError, REPO_ROOT } from '../settings/environment';

test('the deploy settings default to no tokens, data/deployments, 10 versions, a 24 KB entry, an hour of preview and canaries judged every 5 s', () => {
  const settings = loadDeploymentSettings({});
  expect(settings).toEqual({
    dir: path.join(REPO_ROOT, 'data', 'deployments'),
    tokens: {},
    keepVersions: 10,
    entryBudgetBytes: 24 * 1024,
    previewSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    previewTtlMs: 3_600_000,
    canary: { minViews: 200, errorMargin: 0.02, checkIntervalMs: 5000 },
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

test('the canary settings: views before a verdict, the margin per 100 views, seconds between checks', () => {
  expect(loadDeploymentSettings({ CANARY_MIN_VIEWS: '50', CANARY_ERROR_MARGIN: '5', CANARY_CHECK_SECONDS: '30' }).canary).toEqual({
    minViews: 50,
    errorMargin: 0.05,
    checkIntervalMs: 30_000,
  });
  expect(() => loadDeploymentSettings({ CANARY_ERROR_MARGIN: '0' })).toThrow(ConfigError);
  expect(() => loadDeploymentSettings({ CANARY_MIN_VIEWS: 'many' })).toThrow(ConfigError);
});
