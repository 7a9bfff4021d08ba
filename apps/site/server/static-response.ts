import { STORY_CARD_PATH } from '../src/pages/stories/story-paths';
import { acceptsEncoding, noneMatchHits } from '@rooted/server-kit';
import type { StaticFile } from './static-files';

type Encoding = 'br' | 'gzip';

/**
 * Hashed build assets never change, so a found one is cached for a year; anything else under
 * /assets/ (a 404, a missing chunk after a deploy) must not be, or a browser would keep the
 * error for a year. A story's sharing card is named by a hash of what it shows, so it never
 * changes either. HTML is revalidated so a deploy shows at once.
 */
function cacheControl(path: string, type: string, status: number): string {
  if (status !== 200) return 'no-store';
  if (path.startsWith('/assets/') || STORY_CARD_PATH.test(path)) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Picks the smallest encoding the client accepts (brotli, then gzip, then none). */
function negotiate(
  file: StaticFile,
  acceptEncoding: string | null,
): { body: Uint8Array<ArrayBuffer>; encoding?: Encoding } {
  const accepts = acceptsEncoding(acceptEncoding);
  if (file.br && accepts('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

/**
 * Each encoding is its own representation with its own bytes, so it gets its own ETag: a cache
 * that stored the gzip body must never be told it matches the brotli one.
 */
export function etagFor(file: StaticFile, encoding: Encoding | undefined): string {
  return encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
}

/** Builds the response for one in-memory file: caching, ETag/304, compression, HEAD. */
export function fileResponse(request: Request, path: string, file: StaticFile, status = 200): Response {
  const { body, encoding } = negotiate(file, request.headers.get('accept-encoding'));
  const etag = etagFor(file, encoding);
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': cacheControl(path, file.type, status),
    Vary: 'Accept-Encoding',
  });
  if (status === 200) headers.set('ETag', etag);
  if (status === 200 && noneMatchHits(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : body, { status, headers });
}
