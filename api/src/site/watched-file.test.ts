import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { createTempDir } from '../test-support/temp-dir';
import { createWatchedFile, type WatchedFile } from './watched-file';

describe('a watched file', () => {
  let dir: string;
  let watched: WatchedFile | undefined;

  beforeEach(() => {
    dir = createTempDir();
  });

  afterEach(() => {
    watched?.close();
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is read once and then answered from memory until its folder changes', () => {
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, '<p>one</p>');
    watched = createWatchedFile(file);
    const first = watched.read();
    expect(first.text).toBe('<p>one</p>');

    const reads = jest.spyOn(fs, 'readFileSync');
    for (let visit = 0; visit < 5; visit += 1) expect(watched.read()).toBe(first);
    expect(reads).not.toHaveBeenCalled();
  });

  it('follows a replacement by rename, with a new version, and keeps the version when the text is the same', async () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, '{"a":1}');
    watched = createWatchedFile(file);
    const first = watched.read();

    fs.writeFileSync(`${file}.tmp`, '{"a":2}');
    fs.renameSync(`${file}.tmp`, file);
    await waitUntil(() => watched!.read().text === '{"a":2}', 'the replaced file to be read');
    const second = watched.read();
    expect(second.version).not.toBe(first.version);

    // another file of the folder changes: the text is read again, and is the same
    fs.writeFileSync(path.join(dir, 'other.txt'), 'x');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watched.read()).toEqual(second);
  });

  it('reads a file at once when asked fresh, before any event has come', () => {
    const file = path.join(dir, 'remotes.json');
    fs.writeFileSync(file, 'one');
    watched = createWatchedFile(file);
    expect(watched.read().text).toBe('one');
    fs.writeFileSync(file, 'two');
    expect(watched.readFresh().text).toBe('two');
    expect(watched.read().text).toBe('two');
  });

  it('says a missing file is missing, and follows its folder being made, removed and made again', async () => {
    const folder = path.join(dir, 'dist');
    const file = path.join(folder, 'index.html');
    watched = createWatchedFile(file);
    expect(watched.read().text).toBeNull();

    fs.mkdirSync(folder);
    fs.writeFileSync(file, 'built');
    expect(watched.read().text).toBe('built');

    fs.rmSync(folder, { recursive: true });
    await waitUntil(() => watched!.read().text === null, 'the removed folder to be noticed');
    fs.mkdirSync(folder);
    fs.writeFileSync(file, 'rebuilt');
    await waitUntil(() => watched!.read().text === 'rebuilt', 'the rebuilt file to be read');
  });
});
