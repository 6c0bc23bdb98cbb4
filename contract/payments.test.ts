import { describe, expect, it } from 'vitest';
import { ageingBucketOf } from './payments';

describe('ageingBucketOf', () => {
  it('puts a receivable in its bucket by the days past its due date, each edge on its own side', () => {
    expect([-5, 0].map(ageingBucketOf)).toEqual(['current', 'current']);
    expect([1, 30].map(ageingBucketOf)).toEqual(['1-30', '1-30']);
    expect([31, 60].map(ageingBucketOf)).toEqual(['31-60', '31-60']);
    expect([61, 400].map(ageingBucketOf)).toEqual(['over-60', 'over-60']);
  });
});
