import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadStaticFiles, type StaticFile } from '../static-files';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Rooted</p>'.repeat(200)}</body></html>`;

/**
 * A small built site on disk, loaded the way the server loads dist/client: pages, a hashed
 * asset, the 404 page and the things that must never be served (Vite's manifest, a dotfile).
 */
export const SITE_FIXTURE: Record<string, string> = {
  'index.html': page('Home'),
  'privacy/index.html': page('Privacy'),
  '404.html': page('Not found'),
  'assets/app-Bx12Cd34.js': `console.log(${JSON.stringify('x'.repeat(3000))});`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/app-Bx12Cd34.js"}}',
  '.env': 'OMNISEND_API_KEY=never-served',
};

/** Writes {@link SITE_FIXTURE} to a temporary folder and loads it; `cleanup` removes the folder. */
export async function loadFixtureSite(): Promise<{ files: Map<string, StaticFile>; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'site-files-'));
  for (const [path, text] of Object.entries(SITE_FIXTURE)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const files = await loadStaticFiles(dir);
  return { files, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
