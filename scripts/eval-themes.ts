/**
 * Theme-discovery evaluation (NMI, ARI, coverage, theme count, placement speed) on banking77.
 *
 *   npx tsx scripts/eval-themes.ts [--split tune|test|all|both] [--no-maintain] [--no-stance] [--seed 7] [--order-seed N] [--highlights]
 *
 * --seed chooses the split (and the arrival order); --order-seed shuffles the arrival order of the
 * chosen half again, to see how much the figures owe to the order messages arrive in.
 * --highlights places each highlight's quote as the service does (a message with no highlight is
 * in no theme) instead of each message whole with its first highlight's category.
 *
 * The evaluation itself lives in scripts/theme-evaluation.ts; `evaluateThemes` is re-exported
 * here for scripts/eval.ts:
 *   evaluateThemes(options?: { csvPath?, split?: 'tune'|'test'|'all', seed?, maintain?, useStance?,
 *                              threshold?, limit?, orderSeed? }) => { nmi, ari, coverage, themeCount, messages, ... }
 */
import { pathToFileURL } from 'node:url';
import { evaluateThemes, type EvaluateThemesOptions, type EvaluateThemesResult } from './theme-evaluation.js';

export { evaluateThemes, type EvaluateThemesOptions, type EvaluateThemesResult };

function fmt(r: EvaluateThemesResult): string {
  return [
    r.messages,
    r.labels,
    r.nmi.toFixed(3),
    r.ari.toFixed(3),
    (100 * r.coverage).toFixed(1) + '%',
    r.themeCount,
    r.singletonCount,
    r.nullCount,
    r.nmiCovered.toFixed(3),
    r.microsPerPlacement.toFixed(0),
    r.maintainMs,
  ].join(' | ');
}

function main(): void {
  const args = process.argv.slice(2);
  const get = (k: string) => {
    const i = args.indexOf(k);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const split = get('--split') ?? 'both';
  const base: EvaluateThemesOptions = {
    maintain: !args.includes('--no-maintain'),
    useStance: !args.includes('--no-stance'),
    seed: Number(get('--seed') ?? 7),
    ...(args.includes('--highlights') ? { unit: 'highlights' as const } : {}),
    ...(get('--order-seed') !== undefined ? { orderSeed: Number(get('--order-seed')) } : {}),
  };
  const splits = split === 'both' ? (['tune', 'test'] as const) : [split as 'tune' | 'test' | 'all'];
  console.log('| split | messages | labels | NMI | ARI | coverage | themes (>=2) | singletons | in no theme | NMI covered | µs/placement | maintain ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of splits) console.log(`| ${s} | ${fmt(evaluateThemes({ ...base, split: s }))} |`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
