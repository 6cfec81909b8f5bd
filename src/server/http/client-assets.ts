import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A page the client router handles: not the API, and not a build file (a missing asset must 404, not get HTML). */
function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!;
  return !(pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/'));
}

/** Serves the built client: hashed assets cached for a year, index.html for every page route. */
export async function serveBuiltClient(app: FastifyInstance): Promise<void> {
  if (!fs.existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    throw new Error(
      `The client is not built (${CLIENT_DIST} has no index.html). Run \`npm run build\` first.`,
    );
  }
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: CLIENT_DIST,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every file of the build has its own route (wildcard: false); any other page path is the app's.
  app.get('/*', (request, reply) => {
    if (!isPageRequest(request.method, request.url))
      throw notFound(`No such route: GET ${request.url.split('?')[0]}`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Development: Vite's middleware serves and hot-reloads the client from source. */
export async function serveClientWithVite(app: FastifyInstance): Promise<void> {
  const [{ default: middie }, { createServer }] = await Promise.all([
    import('@fastify/middie'),
    import('vite'),
  ]);
  const vite = await createServer({
    configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'spa',
  });
  await app.register(middie);
  app.use((req, res, next) => {
    if (req.url && isPageRequest(req.method ?? 'GET', req.url)) return vite.middlewares(req, res, next);
    next();
  });
  app.addHook('onClose', async () => vite.close());
}
