import type { QueryFunction } from '@tanstack/react-query';

/** Spec section 8: a failed call reads "status: body", or "status: statusText" when the body is empty. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

/** Sends one API call with the session cookie and an optional JSON body; throws on any non-OK answer. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Like apiRequest, then reads the JSON answer. `T` must be a type inferred from a schema in
 * src/contracts, so the client never describes a response shape twice.
 */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data fetch (spec section 7): a GET on the query key's segments joined with "/".
 * With `on401: 'returnNull'` a 401 answer yields null, meaning "not signed in".
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
