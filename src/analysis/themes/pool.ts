/**
 * The themes of one organization as placement sees them: what the service keeps in memory per
 * organization and what the evaluation replays. Pure; no I/O.
 */
import type { HighlightCategory } from '../index.js';
import { aspectWeight, placeWithFrequencies, usableFor } from './place.js';
import { termCount, type ThemeSummary } from './summary.js';
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
 * theme's kind then follows the majority of its evidence, see kindOfEvidence). Within the group,
 * stanceCompatible (summary.ts) keeps requests for something new out of problem themes and
 * problems out of request themes.
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

/**
 * The themes indexed under one term, in the order they were indexed: their slots and the term's
 * count in each, in arrays (walked far faster than a Map's entries), with each slot's index.
 */
class Posting {
  readonly slots: number[] = [];
  readonly counts: number[] = [];
  private readonly index = new Map<number, number>();

  get(slot: number): number | undefined {
    const at = this.index.get(slot);
    return at === undefined ? undefined : this.counts[at];
  }

  /** Sets the slot's count; returns the count before (undefined when the slot was not indexed). */
  set(slot: number, count: number): number | undefined {
    const at = this.index.get(slot);
    if (at === undefined) {
      this.index.set(slot, this.slots.push(slot) - 1);
      this.counts.push(count);
      return undefined;
    }
    const before = this.counts[at];
    this.counts[at] = count;
    return before;
  }
}

/** How many of a highlight's terms, the most distinctive first, find the themes it is compared with. */
export const CANDIDATE_TERMS = 8;

/** The vector's candidate terms: its distinct terms, the most distinctive first, at most CANDIDATE_TERMS. */
function candidateTerms(terms: readonly string[]): string[] {
  return [...new Set(terms)].sort((a, b) => aspectWeight(b) - aspectWeight(a) || (a < b ? -1 : 1)).slice(0, CANDIDATE_TERMS);
}

/**
 * The themes of one organization, indexed by term. Each theme has a slot (a small integer, in the
 * order themes were first put); `postings` maps a term to the slots of the themes indexed under it,
 * each with the term's count in that theme's summary (0 once the summary lost the term: a theme
 * stays indexed under every term it ever had, in the order it first got it, so candidates come in
 * a stable order). Placement reads a highlight's term frequencies from here, term by term, instead
 * of looking every term up in every related theme.
 */
export class ThemePool<T extends PooledTheme = PooledTheme> {
  readonly themes = new Map<string, T>();
  private readonly slotOf = new Map<string, number>();
  private readonly bySlot: T[] = [];
  /** Terms each slot is indexed under (with a count of 0 or more). */
  private readonly slotTerms: string[][] = [];
  /** How many of those have a count above 0 (the summary's distinct terms, as far as put was told). */
  private readonly distinct: number[] = [];
  private readonly postings = new Map<string, Posting>();
  /** Scratch of match(): seen[slot] === epoch when the slot was met in this match, at position[slot] among the candidates (-1: another group). */
  private seen = new Int32Array(64);
  /** 1 for the slot of a theme taken out (remove): it is never a candidate again. */
  private gone = new Uint8Array(64);
  private position = new Int32Array(64);
  /** Each slot's summary size as last put (read here, not through the theme: one memory load less per term and theme). */
  private sizes = new Float64Array(64);
  private epoch = 0;
  /** Scratch of match(): frequencies[k * terms + i] of candidate k and term i (-1: absent). */
  private frequencies = new Float64Array(1024);

  /**
   * Adds or replaces a theme and indexes its terms. `changed` (optional) names the terms whose
   * counts may have changed since the theme was last put (a member's terms after addToTheme); the
   * pool then checks only those, and re-reads the whole summary when it lost others (pruning).
   */
  put(theme: T, changed?: Iterable<string>): void {
    let slot = this.slotOf.get(theme.id);
    const fresh = slot === undefined;
    if (slot === undefined) {
      slot = this.bySlot.push(theme) - 1;
      this.slotOf.set(theme.id, slot);
      this.slotTerms.push([]);
      this.distinct.push(0);
      if (slot >= this.seen.length) {
        const size = this.seen.length * 2;
        const seen = new Int32Array(size);
        seen.set(this.seen);
        this.seen = seen;
        this.position = new Int32Array(size);
        const gone = new Uint8Array(size);
        gone.set(this.gone);
        this.gone = gone;
        const sizes = new Float64Array(size);
        sizes.set(this.sizes);
        this.sizes = sizes;
      }
    } else this.bySlot[slot] = theme;
    this.themes.set(theme.id, theme);
    this.sizes[slot] = theme.summary.size;
    const termCounts = theme.summary.termCounts;
    if (changed !== undefined) {
      for (const term of changed) this.setCount(slot, term, termCount(termCounts, term));
      if (!fresh && this.distinct[slot] === Object.keys(termCounts).length) return;
    }
    for (const term of this.slotTerms[slot]!) if (!Object.hasOwn(termCounts, term)) this.setCount(slot, term, 0);
    for (const term of Object.keys(termCounts)) this.setCount(slot, term, termCounts[term]!);
  }

  /** Takes a theme out (it was deleted): it is no candidate any more; its slot stays unused. */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.gone[slot] = 1;
    this.slotOf.delete(id);
    this.themes.delete(id);
  }

  private setCount(slot: number, term: string, count: number): void {
    let posting = this.postings.get(term);
    if (!posting) this.postings.set(term, (posting = new Posting()));
    const before = posting.set(slot, count);
    if (before === undefined) this.slotTerms[slot]!.push(term);
    this.distinct[slot]! += (count > 0 ? 1 : 0) - (before !== undefined && before > 0 ? 1 : 0);
  }

  /**
   * The themes of the vector's group indexed under one of its most distinctive terms. A theme that
   * shares none of them scores on word vectors and common words alone, which practically never
   * reaches the join threshold; so placement costs what the related themes cost, not all of them.
   */
  candidates(vector: ThemeVector, kind: PoolKind): T[] {
    const epoch = this.nextEpoch();
    const group = poolGroup(kind);
    const found: T[] = [];
    for (const term of candidateTerms(vector.terms)) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      for (const slot of posting.slots) {
        if (this.seen[slot] === epoch) continue;
        this.seen[slot] = epoch;
        const theme = this.bySlot[slot]!;
        if (this.gone[slot] === 0 && poolGroup(theme.kind) === group) found.push(theme);
      }
    }
    return found;
  }

  /**
   * The theme the highlight joins (placeHighlight among the candidates), or null when it should
   * start a new one. One walk over the postings of the candidate terms finds the candidates and
   * their frequencies at once: a theme first met under the j-th candidate term has no count above
   * 0 under the terms before it (it would have been met there), so nothing met later is missed.
   */
  match(vector: ThemeVector, kind: PoolKind, threshold?: number): { id: string; similarity: number } | null {
    const epoch = this.nextEpoch();
    const group = poolGroup(kind);
    const terms = vector.terms;
    const nt = terms.length;
    const top = candidateTerms(terms);
    const themes: T[] = [];
    /** The slot of each candidate. */
    const slots: number[] = [];
    let frequencies = this.frequencies;
    for (const term of top) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      // Where the term stands in the vector (a term may repeat), found once for all its themes.
      const at: number[] = [];
      for (let i = 0; i < nt; i++) if (terms[i] === term) at.push(i);
      const postingSlots = posting.slots;
      const postingCounts = posting.counts;
      for (let p = 0; p < postingSlots.length; p++) {
        const slot = postingSlots[p]!;
        let k: number;
        if (this.seen[slot] === epoch) k = this.position[slot]!;
        else {
          this.seen[slot] = epoch;
          const theme = this.bySlot[slot]!;
          k = this.gone[slot] === 0 && poolGroup(theme.kind) === group ? themes.push(theme) - 1 : -1;
          this.position[slot] = k;
          if (k >= 0) {
            slots.push(slot);
            if ((k + 1) * nt > frequencies.length) {
              const grown = new Float64Array(Math.max(2 * frequencies.length, (k + 1) * nt));
              grown.set(frequencies);
              this.frequencies = frequencies = grown;
            }
            frequencies.fill(-1, k * nt, (k + 1) * nt);
          }
        }
        const count = postingCounts[p]!;
        if (k < 0 || count === 0) continue;
        const f = count / this.sizes[slot]!;
        for (const i of at) frequencies[k * nt + i] = f;
      }
    }
    // Terms beyond the candidate terms (the least distinctive, so often in many themes): only the
    // candidates' counts, walking the posting or the candidates, whichever is shorter.
    if (top.length < new Set(terms).size) {
      const looked = new Set(top);
      for (let i = 0; i < nt; i++) {
        if (looked.has(terms[i]!)) continue;
        const posting = this.postings.get(terms[i]!);
        if (!posting) continue;
        if (posting.slots.length > slots.length) {
          for (let k = 0; k < slots.length; k++) {
            const count = posting.get(slots[k]!);
            if (count !== undefined && count > 0) frequencies[k * nt + i] = count / this.sizes[slots[k]!]!;
          }
          continue;
        }
        const postingSlots = posting.slots;
        const postingCounts = posting.counts;
        for (let p = 0; p < postingSlots.length; p++) {
          const slot = postingSlots[p]!;
          const count = postingCounts[p]!;
          if (count === 0 || this.seen[slot] !== epoch) continue;
          const k = this.position[slot]!;
          if (k >= 0) frequencies[k * nt + i] = count / this.sizes[slot]!;
        }
      }
    }
    const usable = new Uint8Array(themes.length);
    for (let k = 0; k < themes.length; k++) if (usableFor(vector, themes[k]!.summary)) usable[k] = 1;
    return placeWithFrequencies(vector, themes, { usable, frequencies }, threshold);
  }

  private nextEpoch(): number {
    if (++this.epoch > 0x7fffffff) {
      this.seen.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }
}
