import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson, getQueryFn } from './api';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body || null, { status, statusText }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('reports a failure as "status: body" (spec section 8)', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, '{"error":{"code":"bad_request","message":"name: Please enter your name."}}'),
    );
    await expect(apiJson('POST', '/api/auth/setup-account', {})).rejects.toThrow(
      '400: {"error":{"code":"bad_request","message":"name: Please enter your name."}}',
    );
  });

  it('falls back on the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    await expect(apiJson('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends cookies and a JSON body', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiJson('POST', '/api/auth/dev-login', { accountType: 'student' })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/dev-login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"accountType":"student"}',
    });
  });

  it('the default fetch joins the query key and reads a 401 as "signed out"', async () => {
    const fetchMock = answer(401, '{"error":{}}');
    vi.stubGlobal('fetch', fetchMock);
    const queryFn = getQueryFn<unknown>({ on401: 'returnNull' });
    const result = await queryFn({
      queryKey: ['/api/auth', 'user'],
      signal: new AbortController().signal,
    } as never);
    expect(result).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user');
  });
});
