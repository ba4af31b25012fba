import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder, as paths relative to it. */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

/**
 * Copies a remote's build into a new temporary folder and changes a text in its JavaScript, as a team's new release
 * would; returns the folder and how many files changed. A changed file loses the .br and .gz its build made
 * beside it: the server sends those in its place, and they still hold the old text.
 */
export function copyBuildWithChangedText(dist: string, into: string, from: string, to: string): { dir: string; changedFiles: number } {
  fs.cpSync(dist, into, { recursive: true });
  let changedFiles = 0;
  for (const name of listFiles(into).filter((file) => file.endsWith('.js'))) {
    const file = path.join(into, name);
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes(from)) continue;
    fs.writeFileSync(file, source.split(from).join(to));
    for (const compressed of [`${file}.br`, `${file}.gz`]) fs.rmSync(compressed, { force: true });
    changedFiles += 1;
  }
  return { dir: into, changedFiles };
}
