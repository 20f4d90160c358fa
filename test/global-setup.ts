import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds dist/ once before any test file runs, so the tests that start the built server or CLI
 * (as `npm start` and `npm run cli` do) never race each other's builds.
 */
export default function setup() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    execFileSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`build failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
}
