import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, relative } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

interface StaticFile {
  body: Buffer;
  type: string;
  /** Vite's hashed files never change under their name; everything else is revalidated. */
  immutable: boolean;
}

/**
 * The built client files, read into memory once: a request can only ever get one of these (no
 * path is joined from the URL, so `..` leads nowhere). `/` is `home`, the server-rendered page.
 */
export function loadStaticFiles(dir: string, home: string): (path: string, res: ServerResponse) => boolean {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        files.set(`/${relative(dir, path).split('\\').join('/')}`, {
          body: readFileSync(path),
          type: TYPES[extname(name)] ?? 'application/octet-stream',
          immutable: path.includes(`${join(dir, 'assets')}`),
        });
    }
  };
  walk(dir);
  const page: StaticFile = { body: Buffer.from(home), type: TYPES['.html']!, immutable: false };
  files.set('/', page);
  files.set('/index.html', page);

  return (path, res) => {
    const file = files.get(path);
    if (!file) return false;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': file.body.length,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    res.end(file.body);
    return true;
  };
}
