import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A page the client router handles: not the API, and not a file. A missing file (anything with an
 * extension, like a video or a stale asset) must 404, not get the app's HTML with status 200.
 */
function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !path.posix.basename(pathname).includes('.');
}

/** Hashed build assets never change; media keep their names, so they are cached for a day. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}media${path.sep}`)) return 'public, max-age=86400';
  return 'no-cache';
}

/** Serves the built client from `root`: cached assets, index.html for every page route. */
export async function serveBuiltClient(app: FastifyInstance, root = CLIENT_DIST): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`The client is not built (${root} has no index.html). Run \`npm run build\` first.`);
  }
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.header('cache-control', cacheControlFor(filePath));
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
