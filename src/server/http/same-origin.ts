import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originsWeServe(request: FastifyRequest, publicUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  if (request.host) origins.add(`${request.protocol}://${request.host}`);
  return origins;
}

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF). Browsers send Origin
 * on every POST/PATCH/DELETE; when it is missing we fall back on Sec-Fetch-Site. Non-browser clients
 * send neither, and they cannot borrow a child's cookie, so they pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!originsWeServe(request, publicUrl).has(origin)) {
        throw forbidden('This request came from another website, so it was refused.');
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('This request came from another website, so it was refused.');
    }
  });
}
