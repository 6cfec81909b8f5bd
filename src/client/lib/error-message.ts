import type { ErrorBody } from '../../contracts/errors';

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

// A structural check rather than errorBodySchema.parse: it keeps zod out of the login chunk (~25 kB).
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Turns a failed call ("status: body", spec section 8) into words a child can read: the server's own
 * message when the body is our JSON error shape, a network hint when the request never arrived.
 */
export function readableErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (!(error instanceof Error)) return fallback;
  if (error instanceof TypeError) return "We couldn't reach StarPrep. Check your internet and try again.";
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message || fallback;
  const [, status = '', body = ''] = match;
  const parsed = parseJson(body);
  if (isErrorBody(parsed)) return parsed.error.message;
  if (status.startsWith('5') || body.trim().startsWith('<')) return fallback;
  return body.trim() || fallback;
}
