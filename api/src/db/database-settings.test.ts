import path from 'node:path';
import { REPO_ROOT } from '../settings/environment';
import { loadDatabaseSettings } from './database-settings';

test('keeps SQLite in data/chalein.db by default, in DATABASE_FILE when set, and in memory on :memory:', () => {
  expect(loadDatabaseSettings({})).toEqual({
    databaseFile: path.join(REPO_ROOT, 'data', 'chalein.db'),
    databaseUrl: null,
    databasePoolSize: 10,
  });
  expect(loadDatabaseSettings({ DATABASE_FILE: '/tmp/x/site.db' }).databaseFile).toBe('/tmp/x/site.db');
  expect(loadDatabaseSettings({ DATABASE_FILE: ':memory:' }).databaseFile).toBe(':memory:');
});

test('selects PostgreSQL with a postgres URL and refuses any other', () => {
  const url = 'postgres://chalein:secret@db.internal:5432/chalein';
  expect(loadDatabaseSettings({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' })).toMatchObject({ databaseUrl: url, databasePoolSize: 4 });
  expect(loadDatabaseSettings({ DATABASE_URL: 'postgresql://db.internal/chalein' }).databaseUrl).toBe('postgresql://db.internal/chalein');
  expect(() => loadDatabaseSettings({ DATABASE_URL: 'mysql://db.internal/chalein' })).toThrow(/^DATABASE_URL must be a postgres:\/\/ URL/);
  expect(() => loadDatabaseSettings({ DATABASE_URL: 'db.internal' })).toThrow(/^DATABASE_URL must be a URL/);
});
