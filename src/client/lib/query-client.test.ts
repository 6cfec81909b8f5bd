import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_FOR_MS, createQueryClient } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the query client (spec section 9)', () => {
  it('never retries, keeps data fresh for 5 minutes, and neither refetches on focus nor polls', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      staleTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(FRESH_FOR_MS).toBe(300_000);
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('reads a 401 on the default fetch as null, meaning signed out (spec section 7)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"error":{}}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/space', 'progress'] })).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/space/progress', expect.anything());
  });

  it('marks progress figures stale after any successful mutation, and leaves other data fresh', async () => {
    const client = createQueryClient();
    client.setQueryData(['/api/dashboard'], { figures: 1 });
    client.setQueryData(['/api/analytics'], { figures: 1 });
    client.setQueryData(['/api/space/progress'], { figures: 1 });
    client.setQueryData(['/api/teks/grade3-math/categories'], []);
    const stale = (path: string) =>
      client
        .getQueryCache()
        .find({ queryKey: [path] })!
        .isStale();
    expect(stale('/api/dashboard')).toBe(false);
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'answered' })
      .execute(undefined);
    expect(stale('/api/dashboard')).toBe(true);
    expect(stale('/api/analytics')).toBe(true);
    expect(stale('/api/space/progress')).toBe(true);
    expect(stale('/api/teks/grade3-math/categories')).toBe(false);
  });
});
