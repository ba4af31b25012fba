import fs from 'node:fs';
import path from 'node:path';

/** A file's text as last read (null when it is missing), and a number that changes whenever that text does. */
export interface WatchedFileState {
  text: string | null;
  version: number;
}

export interface WatchedFile {
  /** the text as the file holds it, read again only after the operating system said its folder changed */
  read(): WatchedFileState;
  /** the text read from the file now, whatever the watch said (a request that must see a replacement at once) */
  readFresh(): WatchedFileState;
  close(): void;
}

/**
 * Keeps a small file that is replaced while the server runs (a rebuilt shell's index.html, remotes.json) in memory,
 * and reads it again only when the operating system reports a change in its folder, rather than a stat or a read per
 * request: a kept page is answered with no file system call at all
 * (docs/decisions/0021-server-rendering.md). The folder is watched, not the file, since a file replaced by a rename is
 * another file. Any event there (another file, or the folder itself going) drops the watch: the next read reads the
 * file and watches again, so a folder that was removed and made anew is followed too. Until the folder exists there is
 * no watch, and each read reads the file.
 */
export function createWatchedFile(file: string): WatchedFile {
  const folder = path.dirname(file);
  let watcher: fs.FSWatcher | null = null;
  /** what was read last, and whether no change has been reported since */
  let last: WatchedFileState = { text: null, version: 0 };
  let upToDate = false;
  let closed = false;

  function dropWatch(): void {
    watcher?.close();
    watcher = null;
    upToDate = false;
  }

  function watchFolder(): void {
    if (closed || watcher) return;
    try {
      // not persistent: a watch never keeps the process alive on its own
      watcher = fs.watch(folder, { persistent: false }, dropWatch);
      watcher.on('error', dropWatch);
    } catch {
      // no folder yet (not built): read on each request until there is one
      watcher = null;
    }
  }

  function readNow(): WatchedFileState {
    // watched before it is read: a change made while it is read is reported afterwards, and read then
    watchFolder();
    let text: string | null;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      text = null;
    }
    if (last.version === 0 || text !== last.text) last = { text, version: last.version + 1 };
    upToDate = watcher !== null;
    return last;
  }

  return {
    read() {
      return upToDate ? last : readNow();
    },
    readFresh() {
      return readNow();
    },
    close() {
      closed = true;
      dropWatch();
    },
  };
}
