import type { ErrorBody } from '../../contracts/errors';

/** @fastify/rate-limit throws what this returns; the error handler turns its statusCode into our shape. */
export function rateLimitedBody(_request: unknown, context: { after: string; statusCode: number }) {
  const body: ErrorBody = {
    error: { code: 'rate_limited', message: `Too many tries. Please wait ${context.after} and try again.` },
  };
  return Object.assign(new Error(body.error.message), { statusCode: context.statusCode, ...body });
}
