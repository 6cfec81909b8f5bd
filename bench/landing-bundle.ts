/**
 * How much JavaScript and CSS a signed-out visitor's browser loads before the landing page can paint,
 * read from the production build in dist/client (built first when missing). Prints numbers, not
 * pass/fail; the target is under 100 KB of gzipped JavaScript.
 *
 *   npx tsx bench/landing-bundle.ts
 *
 * What counts: the entry script and stylesheets of index.html with their modulepreloads and static
 * imports, then the landing chunk (the `import()` of landing-page in the entry) with the files Vite
 * preloads beside it (its `__vite__mapDeps` list) and their static imports. Sizes are gzip level 9,
 * the usual yardstick; the server itself sends them uncompressed today.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist/client');
const LANDING_CHUNK = /^landing-page-[\w-]+\.js$/;

interface Asset {
  /** Path inside dist/client, e.g. assets/index-abc.js */
  file: string;
  raw: number;
  gzip: number;
}

function measure(file: string): Asset {
  const bytes = fs.readFileSync(path.join(DIST, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The files named by index.html's script, modulepreload and stylesheet tags. */
function htmlEntries(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) continue;
    const file = url.replace(/^\//, '');
    if (tag.startsWith('<script') && /type="module"/.test(tag)) scripts.push(file);
    else if (/rel="modulepreload"/.test(tag)) scripts.push(file);
    else if (/rel="stylesheet"/.test(tag)) styles.push(file);
  }
  return { scripts, styles };
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
  )) {
    found.add(path.posix.join(path.posix.dirname(file), match[1]!));
  }
  return [...found];
}

/** `file` and everything it statically imports, depth first, skipping what `seen` already holds. */
function withStaticImports(files: string[], seen: Set<string>): string[] {
  const order: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    order.push(file);
    if (file.endsWith('.js')) staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return order;
}

/** The files Vite preloads with the landing chunk: the `__vite__mapDeps([...])` after its import(). */
function landingPreloads(entryFile: string, landingFile: string): string[] {
  const code = fs.readFileSync(path.join(DIST, entryFile), 'utf8');
  const table = /__vite__mapDeps=\([^)]*?m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  const name = path.posix.basename(landingFile);
  const call = new RegExp(
    `import\\(["'\`]\\./${name.replace(/[.$]/g, '\\$&')}["'\`]\\)[^;]*?__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`,
  ).exec(code);
  if (!table || !call) return [landingFile];
  const files = JSON.parse(table) as string[];
  return call[1]!
    .split(',')
    .filter(Boolean)
    .map((index) => files[Number(index)]!)
    .filter(Boolean);
}

function ensureBuilt(): void {
  if (fs.existsSync(path.join(DIST, 'index.html'))) return;
  console.log('dist/client is missing: building the client (npx vite build)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npx vite build failed (exit ${result.status ?? result.signal})`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((total, asset) => total + asset[key], 0);

export async function run(): Promise<void> {
  ensureBuilt();
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const { scripts, styles } = htmlEntries(html);
  const entryFile = scripts[0];
  if (!entryFile) throw new Error('dist/client/index.html has no module script');
  const landingFile = fs.readdirSync(path.join(DIST, 'assets')).find((name) => LANDING_CHUNK.test(name));
  if (!landingFile) throw new Error('no landing-page chunk in dist/client/assets');

  const seen = new Set<string>();
  const entry = withStaticImports(scripts, seen).map(measure);
  const landingFiles = withStaticImports(landingPreloads(entryFile, `assets/${landingFile}`), seen);
  const landing = landingFiles.filter((file) => file.endsWith('.js')).map(measure);
  const css = [...styles, ...landingFiles.filter((file) => file.endsWith('.css'))].map(measure);

  const js = [...entry, ...landing];
  console.log(
    `landing JS before first paint: ${kb(sum(js, 'gzip'))} gzip, ${kb(sum(js, 'raw'))} raw ` +
      `(entry ${kb(sum(entry, 'gzip'))} in ${entry.length} file(s), landing chunk ${kb(sum(landing, 'gzip'))} in ${landing.length} file(s))`,
  );
  console.log(
    `landing CSS: ${kb(sum(css, 'gzip'))} gzip, ${kb(sum(css, 'raw'))} raw (${css.length} file(s))`,
  );
  for (const asset of [...js, ...css]) {
    console.log(
      `  ${asset.file.padEnd(48)} ${kb(asset.gzip).padStart(9)} gzip ${kb(asset.raw).padStart(9)} raw`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
