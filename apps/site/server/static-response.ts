import type { StaticFile } from './static-files';

/** Hashed build assets never change; HTML must be revalidated so a deploy shows at once. */
function cacheControl(path: string, type: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Picks the smallest encoding the client accepts (brotli, then gzip, then none). */
function negotiate(file: StaticFile, acceptEncoding: string): { body: Uint8Array<ArrayBuffer>; encoding?: 'br' | 'gzip' } {
  const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0+)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(acceptEncoding);
  if (file.br && accepts('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepts('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

/** Builds the response for one in-memory file: caching, ETag/304, compression, HEAD. */
export function fileResponse(request: Request, path: string, file: StaticFile, status = 200): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': cacheControl(path, file.type),
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  });
  if (status === 200 && request.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const { body, encoding } = negotiate(file, request.headers.get('accept-encoding') ?? '');
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : body, { status, headers });
}
