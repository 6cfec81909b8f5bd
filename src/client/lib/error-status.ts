const STATUS_PREFIX = /^(\d{3}): /;

/**
 * The HTTP status of a failed call ("403: …", spec section 8), or null when the request never got an
 * answer. Screens use it to tell "not yours" (403) or "gone" (404) from a failure worth a retry.
 */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : null;
}
