import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let dir: string;
let t: TestApp;
const script = `console.log(${JSON.stringify('star '.repeat(2000))});`;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'starprep-client-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.mkdir(path.join(dir, 'media'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>StarPrep</title>');
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), script);
  await fs.writeFile(path.join(dir, 'media', 'night-sky.webm'), Buffer.alloc(2048, 1));
  t = await createTestApp({ client: 'built', clientDir: dir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it.each(['/', '/practice', '/mock-exams', '/no-such-page'])(
    'answers the page %s with index.html',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>StarPrep</title>');
    },
  );

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(script.length / 10);
  });

  it('caches media for a day', async () => {
    const res = await t.request({ method: 'GET', url: '/media/night-sky.webm' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each(['/media/missing.webm', '/assets/index-old999.js', '/favicon.ico'])(
    'answers a missing file %s with 404, not the app page',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    },
  );

  it('keeps the API’s JSON 404 for unknown API routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
