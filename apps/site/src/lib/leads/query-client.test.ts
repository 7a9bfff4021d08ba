import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('keeps data fresh 5 minutes, retries queries once, and never retries mutations', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 1_800_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    expect(options.mutations).toMatchObject({ retry: 0 });
  });
});
