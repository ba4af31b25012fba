import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createTempDir } from '../test-support/temp-dir';
import { sweepIncomingFiles } from './private-file-store';
import { buildResumeFileName, moveResumeIntoPlace, receiveResume } from './resume-storage';

describe('resume storage', () => {
  let folder: string;

  beforeEach(() => {
    folder = createTempDir('chalein-resumes-');
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('receives into <stem>.part readable by the owner only, then moves it into place', async () => {
    const stem = randomUUID();
    const incoming = await receiveResume(folder, stem, Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('rest')]));
    expect(incoming).toEqual({ stem, tempPath: path.join(folder, `${stem}.part`), size: 13 });
    expect(fs.statSync(incoming.tempPath).mode & 0o777).toBe(0o600);
    await moveResumeIntoPlace(folder, incoming, buildResumeFileName(stem, 'pdf'));
    expect(fs.readdirSync(folder)).toEqual([`${stem}.pdf`]);
  });

  it('removes the partial file when the upload fails midway', async () => {
    const source = new Readable({ read() {} });
    const receiving = receiveResume(folder, randomUUID(), source);
    source.push(Buffer.from('%PDF-1.4 half'));
    setImmediate(() => source.destroy(new Error('connection reset')));
    await expect(receiving).rejects.toThrow('connection reset');
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('never overwrites: a stem that exists is an error, and the existing file stays', async () => {
    const stem = randomUUID();
    fs.writeFileSync(path.join(folder, `${stem}.part`), 'first');
    await expect(receiveResume(folder, stem, Readable.from([Buffer.from('second')]))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(fs.readFileSync(path.join(folder, `${stem}.part`), 'utf8')).toBe('first');
  });

  it('the sweep leaves in-flight stems, young orphans and files it did not write alone', async () => {
    const inFlight = randomUUID();
    const young = randomUUID();
    const old = randomUUID();
    for (const name of [`${inFlight}.part`, `${young}.part`, `${old}.part`, 'notes.part', `${randomUUID()}.docx`]) {
      fs.writeFileSync(path.join(folder, name), 'x');
    }
    const now = Date.now() + 10 * 60_000;
    const result = await sweepIncomingFiles({
      folder,
      findStoredFileName: async () => undefined,
      inFlight: new Set([inFlight]),
      minAgeMs: 5 * 60_000,
      now,
    });
    // every .part is 10 minutes old by `now`, but only the ones that are not in flight and match a stem go
    expect(result.completed).toEqual([]);
    expect(result.removed.sort()).toEqual([`${old}.part`, `${young}.part`].sort());
    expect(fs.existsSync(path.join(folder, `${inFlight}.part`))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'notes.part'))).toBe(true);

    const fresh = randomUUID();
    fs.writeFileSync(path.join(folder, `${fresh}.part`), 'x');
    const second = await sweepIncomingFiles({
      folder,
      findStoredFileName: async () => undefined,
      inFlight: new Set(),
      minAgeMs: 5 * 60_000,
    });
    expect(second.removed).toEqual([]);
  });

  it('a missing folder is nothing to sweep', async () => {
    const result = await sweepIncomingFiles({
      folder: path.join(folder, 'never-created'),
      findStoredFileName: async () => undefined,
      inFlight: new Set(),
      minAgeMs: 0,
    });
    expect(result).toEqual({ completed: [], removed: [] });
  });
});
