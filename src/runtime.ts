/**
 * V8 settings the service runs with, set by each entry point (the server, the CLI) before any text
 * is analysed. They hold for the whole process, worker threads included.
 */
import { setFlagsFromString } from 'node:v8';

/**
 * --no-regexp-tier-up: V8 runs a regular expression in its interpreter at first and compiles it to
 * machine code after one run, but only for the string encoding it happens to meet first: once a
 * run on plain text has compiled it, every run on text with a character beyond Latin-1 (a curly
 * apostrophe, a dash, an emoji, as phones type them) stays in the interpreter, and the other way
 * round. The analysis is hundreds of regular expressions: a typical feedback took 600 µs instead of
 * 310 with a curly apostrophe after plain text, and plain text 1.5 ms instead of 0.2 after review
 * text (`npm run eval -- --tsv ...`). Compiled at their first run, they run as machine code on both.
 * The flag is read when an expression is compiled, so it takes effect for every later one.
 */
export function configureV8(): void {
  setFlagsFromString('--no-regexp-tier-up');
}
