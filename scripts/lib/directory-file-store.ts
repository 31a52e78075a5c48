/**
 * The last-known-good copy of the site directory on Node (issue 34): one JSON file, written whole to
 * a temporary file then renamed over the old one (a crash mid-write never leaves half a file), read
 * once at start. `DIRECTORY_CACHE_FILE` names it (default `.vitrine/site-directory.json`).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DirectorySite } from '../../src/api/generated/types';
import type { DirectoryStore } from '../../src/app/server/site-directory';

/** A store in `file` (created with its folder on the first save). */
export function directoryFileStore(file: string): DirectoryStore {
  const full = path.resolve(file);
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(full, 'utf8');
      } catch {
        return [];
      }
      try {
        const sites: unknown = JSON.parse(text);
        // Each entry is checked again by the directory when it loads them.
        return Array.isArray(sites) ? (sites as DirectorySite[]) : [];
      } catch {
        return [];
      }
    },
    async save(sites) {
      await mkdir(path.dirname(full), { recursive: true });
      const temporary = `${full}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(sites));
      await rename(temporary, full);
    },
  };
}
