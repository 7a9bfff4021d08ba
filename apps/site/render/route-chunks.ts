import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page is, for finding the module routes.tsx loads lazily for it. */
export type RouteKind = 'home' | 'legal' | 'docs' | 'programme' | 'stories' | 'not-found';

/**
 * The source module that `src/routes/routes.tsx` imports lazily for a page. Kept next to the prerender, which checks every
 * module against the build's manifest, so a renamed page fails the build instead of silently
 * losing its preload.
 */
export function routeModule(path: string, kind: RouteKind): string {
  switch (kind) {
    case 'home':
      return 'src/pages/home-page.tsx';
    case 'legal':
      return `src/pages${path}-page.tsx`;
    case 'docs':
      return 'src/pages/docs-page.tsx';
    case 'programme':
      return 'src/pages/programme-page.tsx';
    // Story pages have no route of their own: the catch-all route shows them (0091).
    case 'stories':
    case 'not-found':
      return 'src/pages/not-found-page.tsx';
  }
}

/**
 * The chunks a page's route needs before it can hydrate, beyond the vendor chunks and the entry:
 * the route's module and what it imports statically. The entry would only ask for them once it
 * runs, a round trip after the vendor chunks have downloaded and run; the boot script preloads
 * them at the same time as those (after the first paint, like every other script).
 */
export async function loadRouteChunks(clientDir: string): Promise<(path: string, kind: RouteKind) => string[]> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The build manifest has no index.html entry.');
  const started = new Set(['index.html', ...(entry.imports ?? [])]);
  return (path, kind) => {
    const module = routeModule(path, kind);
    if (!manifest[module])
      throw new Error(`The build manifest has no ${module} (the lazy module of ${path}); did routes.tsx change?`);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || started.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.push(`/${chunk.file}`);
      for (const next of chunk.imports ?? []) visit(next);
    };
    visit(module);
    return files;
  };
}
