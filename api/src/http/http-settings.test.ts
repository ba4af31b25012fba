import { ConfigError } from '../settings/environment';
import { loadListenSettings, loadRequestSettings } from './http-settings';

test('uses the documented defaults', () => {
  expect(loadListenSettings({})).toEqual({ port: 8080, host: '0.0.0.0' });
  const settings = loadRequestSettings({});
  expect(settings.rateLimitFormsPerMinute).toBe(10);
  expect(settings.logLevel).toBe('info');
  expect(settings.trustProxy).toBe(false);
});

test('reads every setting from the environment', () => {
  expect(loadListenSettings({ PORT: '9090', HOST: '127.0.0.1' })).toEqual({ port: 9090, host: '127.0.0.1' });
  const settings = loadRequestSettings({ RATE_LIMIT_FORMS_PER_MINUTE: '3', LOG_LEVEL: 'WARN', TRUST_PROXY: '2' });
  expect(settings.rateLimitFormsPerMinute).toBe(3);
  expect(settings.logLevel).toBe('warn');
  expect(settings.trustProxy).toBe(2);
});

test('parses TRUST_PROXY words and lists', () => {
  expect(loadRequestSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadRequestSettings({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
});

test('stops on settings that are wrong, naming the variable', () => {
  expect(() => loadListenSettings({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadListenSettings({ PORT: '70000' })).toThrow(/PORT/);
  expect(() => loadRequestSettings({ RATE_LIMIT_FORMS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_FORMS_PER_MINUTE/);
  expect(() => loadRequestSettings({ LOG_LEVEL: 'chatty' })).toThrow(/LOG_LEVEL/);
});

test('counts rate limits in memory on one server, and refuses several servers without Redis and PostgreSQL', () => {
  expect(loadRequestSettings({})).toMatchObject({ redisUrl: null, nodes: 1 });
  expect(loadRequestSettings({ REDIS_URL: 'redis://cache.internal:6379' })).toMatchObject({
    redisUrl: 'redis://cache.internal:6379',
    nodes: 1,
  });
  expect(() => loadRequestSettings({ REDIS_URL: 'http://cache.internal' })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  expect(() => loadRequestSettings({ REDIS_URL: 'cache' })).toThrow(/^REDIS_URL must be a URL/);
  expect(() => loadRequestSettings({ NODES: '2' })).toThrow(
    /^NODES=2 needs REDIS_URL: without it each server counts rate limits in its own memory/,
  );
  expect(() => loadRequestSettings({ NODES: '2', REDIS_URL: 'redis://cache.internal:6379' })).toThrow(/^NODES=2 needs DATABASE_URL/);
  expect(() => loadRequestSettings({ NODES: '0' })).toThrow(/NODES/);
  const cluster = loadRequestSettings({
    NODES: '2',
    REDIS_URL: 'redis://cache.internal:6379',
    DATABASE_URL: 'postgres://chalein:secret@db.internal:5432/chalein',
  });
  expect(cluster).toMatchObject({ nodes: 2, redisUrl: 'redis://cache.internal:6379' });
});
