/**
 * V8 settings the service runs with, set by each entry point (the server, the CLI) before any text
 * is analysed. They hold for the whole process, worker threads included.
 */
import { setFlagsFromString } from 'node:v8';

/**
 * --no-regexp-tier-up: V8 runs a regular expression in its interpreter at first and compiles it
 * after one run, for one string encoding at a time. Text with a character beyond Latin-1 (a curly
 * apostrophe, a dash, an emoji, as phones type them) is two bytes a character, and the pieces the
 * analysis cuts from it are of either encoding: with tier-up, V8 compiled the analysis' expressions
 * again and again as the encodings alternated (8,543 compilations in 600 analyses against 373
 * without, `node --trace-regexp-tier-up`). A typical feedback took 600 µs instead of 310 with a
 * curly apostrophe after plain text, and plain text 1.5 ms instead of 0.2 after review text (`npm
 * run eval -- --tsv ...`). Without tier-up each expression is compiled once per encoding, at its
 * first run. The flag is read when an expression is compiled, so it takes effect for every later
 * one. (test/e2e/server.test.ts counts the compilations of the built server.)
 */
export function configureV8(): void {
  setFlagsFromString('--no-regexp-tier-up');
}
