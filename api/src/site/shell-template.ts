import { createWatchedFile } from './watched-file';

export interface ShellTemplateLoader {
  /** the template's text and a number that changes with it, or null when the shell is not built */
  loadShellTemplate(): { text: string; version: number } | null;
  close(): void;
}

/**
 * Keeps index.html in memory (it is read for every page view) and reads it again only when its folder changes, so a
 * rebuild of the shell is served without a restart and a page view costs no file system call.
 */
export function createShellTemplateLoader(file: string): ShellTemplateLoader {
  const watched = createWatchedFile(file);
  return {
    loadShellTemplate() {
      const { text, version } = watched.read();
      return text === null ? null : { text, version };
    },
    close() {
      watched.close();
    },
  };
}
