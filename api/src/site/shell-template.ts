import fs from 'node:fs';

export interface ShellTemplateLoader {
  /** the template's text, or null when the shell is not built */
  loadShellTemplate(): Promise<string | null>;
}

/**
 * Keeps index.html in memory (it is read for every page view) and reads it again only when its modification time
 * or size changes, so a rebuild of the shell is served without a restart.
 */
export function createShellTemplateLoader(file: string): ShellTemplateLoader {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;

  return {
    async loadShellTemplate() {
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(file);
      } catch {
        cached = null;
        return null;
      }
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.text;
      const text = await fs.promises.readFile(file, 'utf8');
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, text };
      return text;
    },
  };
}
