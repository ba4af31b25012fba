import { parseShellDocument, type ShellDocument } from './shell-document';
import { createWatchedFile } from './watched-file';

export interface ShellTemplate {
  /** index.html cut at its slots, once per version of the file */
  document: ShellDocument;
  /** changes whenever the file does: a page kept from another version is never served */
  version: number;
}

export interface ShellTemplateLoader {
  /** the shell's index.html as a document with slots, or null when the shell is not built */
  loadShellTemplate(): ShellTemplate | null;
  close(): void;
}

/**
 * Keeps index.html in memory, parsed (it is the frame of every page view), and reads and parses it again only when its
 * folder changes, so a rebuild of the shell is served without a restart and a page view costs no file system call.
 */
export function createShellTemplateLoader(file: string): ShellTemplateLoader {
  const watched = createWatchedFile(file);
  let parsed: ShellTemplate | null = null;
  return {
    loadShellTemplate() {
      const { text, version } = watched.read();
      if (text === null) return null;
      if (parsed?.version !== version) parsed = { document: parseShellDocument(text), version };
      return parsed;
    },
    close() {
      watched.close();
    },
  };
}
