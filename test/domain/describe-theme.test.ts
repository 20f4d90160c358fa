import { describe, expect, it } from 'vitest';
import { describeTheme } from '../../src/domain/themes.js';

describe('describeTheme', () => {
  it('counts customers and feedbacks in the words of the API, with the feeling and an example', () => {
    const counts = { highlight_count: 3, feedback_count: 2, customer_count: 2, average_sentiment: -0.4 };
    expect(describeTheme(counts, 'The export fails.')).toBe('2 customers raised this in 2 feedbacks; sentiment is negative (-0.40). For example: “The export fails.”');
    expect(describeTheme({ ...counts, feedback_count: 1, customer_count: 1, average_sentiment: null }, '')).toBe('1 customer raised this in 1 feedback; sentiment is unknown.');
  });

  it('says what customers did by the theme kind, and leaves sentiment out of a request', () => {
    const counts = { highlight_count: 4, feedback_count: 4, customer_count: 3, average_sentiment: 0.21 };
    expect(describeTheme(counts, 'Dark mode please.', 'request')).toBe('3 customers asked for this in 4 feedbacks. For example: “Dark mode please.”');
    expect(describeTheme(counts, 'Love the dashboard.', 'praise')).toBe('3 customers praised this in 4 feedbacks; sentiment is positive (0.21). For example: “Love the dashboard.”');
    expect(describeTheme(counts, 'Is there an API?', 'other')).toMatch(/^3 customers mentioned this in 4 feedbacks; /);
    expect(describeTheme(counts, 'The export fails.', 'problem')).toMatch(/^3 customers raised this in 4 feedbacks; /);
  });
});
