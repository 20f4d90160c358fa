/** The evaluation data kept in the repository (scripts/data). */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'data');

/** The files of scripts/data whose names start with `prefix` and end in .json, in name order, as paths. */
export function dataFiles(prefix: string): string[] {
  return readdirSync(dataDir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .map((f) => join(dataDir, f));
}
