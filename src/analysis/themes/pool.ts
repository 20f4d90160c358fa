/**
 * The themes of one organization as placement sees them: what the service keeps in memory per
 * organization and what the evaluation replays. Pure; no I/O.
 */
import type { HighlightCategory } from '../index.js';
import { aspectWeight, placeHighlight } from './place.js';
import type { ThemeSummary } from './summary.js';
import type { ThemeVector } from './embed.js';

/**
 * What a theme gathers. Highlights only join themes of their own kind, so praise of a feature and
 * complaints about it never share a theme, and only problem and request themes raise issues.
 */
export type PoolKind = 'problem' | 'request' | 'praise' | 'other';

export function themeKindOf(category: HighlightCategory | string): PoolKind {
  if (category === 'complaint' || category === 'bug') return 'problem';
  if (category === 'feature_request') return 'request';
  if (category === 'praise') return 'praise';
  return 'other';
}

/**
 * Which themes a highlight may join: praise only praise; complaints, bugs, requests, questions and
 * the rest one another's (a question and a complaint about the same thing are one theme; the
 * theme's kind then follows the majority of its evidence, see kindOfEvidence).
 */
export type PoolGroup = 'praise' | 'concern';

export function poolGroup(kind: PoolKind): PoolGroup {
  return kind === 'praise' ? 'praise' : 'concern';
}

/**
 * A theme's kind from the categories of its highlights: problem or request when at least a quarter
 * of them are complaints and bugs or feature requests (the larger of the two; problem on a tie),
 * praise for a praise theme, other otherwise.
 */
export function kindOfEvidence(categoryCounts: Record<string, number>): PoolKind {
  const problem = (categoryCounts.complaint ?? 0) + (categoryCounts.bug ?? 0);
  const request = categoryCounts.feature_request ?? 0;
  const praise = categoryCounts.praise ?? 0;
  const total = Object.values(categoryCounts).reduce((sum, n) => sum + n, 0);
  if (total === 0) return 'other';
  if (praise * 2 > total) return 'praise';
  if (problem + request >= Math.max(1, Math.ceil(0.25 * total))) return problem >= request ? 'problem' : 'request';
  return 'other';
}

export interface PooledTheme {
  id: string;
  kind: PoolKind;
  summary: ThemeSummary;
}

/** How many of a highlight's terms, the most distinctive first, find the themes it is compared with. */
export const CANDIDATE_TERMS = 8;

export class ThemePool<T extends PooledTheme = PooledTheme> {
  readonly themes = new Map<string, T>();
  /** Term -> themes whose members use it. */
  private readonly byTerm = new Map<string, Set<string>>();

  /** Adds or replaces a theme and indexes its terms (all of them, or just the new ones given). */
  put(theme: T, terms: Iterable<string> = Object.keys(theme.summary.termCounts)): void {
    this.themes.set(theme.id, theme);
    for (const term of terms) {
      let ids = this.byTerm.get(term);
      if (!ids) this.byTerm.set(term, (ids = new Set()));
      ids.add(theme.id);
    }
  }

  /**
   * The themes of the kind that share one of the vector's most distinctive terms. A theme that
   * shares none of them scores on word vectors and common words alone, which practically never
   * reaches the join threshold; so placement costs what the related themes cost, not all of them.
   */
  candidates(vector: ThemeVector, kind: PoolKind): T[] {
    return this.related(vector, kind).themes;
  }

  /**
   * candidates(), and which of the vector's terms each may use: present[k * terms + i] is 0 when
   * candidate k is not indexed under term i, so its summary lacks the term (put indexes every term
   * a summary gains); 1 when it may have it.
   */
  private related(vector: ThemeVector, kind: PoolKind): { themes: T[]; present: Uint8Array } {
    const all = vector.terms;
    const terms = [...new Set(all)].sort((a, b) => aspectWeight(b) - aspectWeight(a) || (a < b ? -1 : 1)).slice(0, CANDIDATE_TERMS);
    const index = new Map<string, number>();
    const found: T[] = [];
    const hits: { k: number; term: string }[] = [];
    for (const term of terms) {
      for (const id of this.byTerm.get(term) ?? []) {
        let k = index.get(id);
        if (k === undefined) {
          const theme = this.themes.get(id);
          k = theme && poolGroup(theme.kind) === poolGroup(kind) ? found.push(theme) - 1 : -1;
          index.set(id, k);
        }
        if (k >= 0) hits.push({ k, term });
      }
    }
    const nt = all.length;
    const present = new Uint8Array(found.length * nt);
    // Terms beyond the candidate terms were not looked at: any candidate may use them.
    const looked = new Set(terms);
    for (let i = 0; i < nt; i++) if (!looked.has(all[i]!)) for (let k = 0; k < found.length; k++) present[k * nt + i] = 1;
    for (const { k, term } of hits) for (let i = 0; i < nt; i++) if (all[i] === term) present[k * nt + i] = 1;
    return { themes: found, present };
  }

  /** The theme the highlight joins, or null when it should start a new one. */
  match(vector: ThemeVector, kind: PoolKind, threshold?: number): { id: string; similarity: number } | null {
    const { themes, present } = this.related(vector, kind);
    return placeHighlight(vector, themes, threshold, present);
  }
}
