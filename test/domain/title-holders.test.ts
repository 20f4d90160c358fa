import { describe, expect, it } from 'vitest';
import { TitleHolders } from '../../src/domain/themes.js';
import { distinctTitle } from '../../src/analysis/themes/index.js';

describe('TitleHolders', () => {
  it('tells whether another theme holds a title, case aside, as titles are given, changed and dropped', () => {
    const titles = new TitleHolders();
    titles.set('a', 'Requests for invoice');
    expect(titles.heldByAnother('requests for INVOICE', 'b')).toBe(true);
    // A theme's own title is not taken from it.
    expect(titles.heldByAnother('Requests for invoice', 'a')).toBe(false);
    titles.set('b', 'requests for invoice');
    expect(titles.heldByAnother('Requests for invoice', 'a')).toBe(true);
    // Renamed: its old title is free again, its new one held.
    titles.set('a', 'CSV export broken');
    expect(titles.heldByAnother('Requests for invoice', 'b')).toBe(false);
    expect(titles.heldByAnother('csv export broken', 'b')).toBe(true);
    titles.set('a', null);
    expect(titles.heldByAnother('CSV export broken', 'b')).toBe(false);
    expect(titles.heldByAnother('Never given', 'a')).toBe(false);
  });

  it('is what distinctTitle asks when a theme is named', () => {
    const titles = new TitleHolders();
    titles.set('first', 'Requests for invoice');
    titles.set('second', 'Requests for invoice: duplicate');
    const taken = (title: string) => titles.heldByAnother(title, 'third');
    expect(distinctTitle('Requests for invoice', ['invoice', 'duplicate', 'client'], taken)).toBe('Requests for invoice: client');
    expect(distinctTitle('Requests for invoice', ['invoice'], (title) => titles.heldByAnother(title, 'first'))).toBe('Requests for invoice');
  });
});
