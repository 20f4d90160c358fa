import { describe, expect, it } from 'vitest';
import { describeTheme } from '../../src/domain/themes.js';

describe('describeTheme', () => {
  it('counts customers and feedbacks in the words of the API, with the feeling and an example', () => {
    const counts = { highlight_count: 3, feedback_count: 2, customer_count: 2, average_sentiment: -0.4 };
    expect(describeTheme(counts, 'The export fails.')).toBe('2 customers raised this in 2 feedbacks; sentiment is negative (-0.40). For example: “The export fails.”');
    expect(describeTheme({ ...counts, feedback_count: 1, customer_count: 1, average_sentiment: null }, '')).toBe('1 customer raised this in 1 feedback; sentiment is unknown.');
  });
});
