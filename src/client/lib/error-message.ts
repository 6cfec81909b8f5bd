import { errorBodySchema } from '../../contracts/errors';

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/**
 * Turns a failed call ("status: body", spec section 8) into words a child can read: the server's own
 * message when the body is our JSON error shape, a network hint when the request never arrived.
 */
export function readableErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error)) return fallback;
  if (error instanceof TypeError) return "We couldn't reach StarPrep. Check your internet and try again.";
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message || fallback;
  const [, status, body = ''] = match;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // Not JSON: fall through to the plain text.
  }
  if (status?.startsWith('5')) return fallback;
  return body.trim() || fallback;
}
