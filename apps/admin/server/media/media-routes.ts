import { IMAGE_SLOTS, IMAGE_UPLOAD, type ImageSlot } from '@rooted/site-content';
import { bodyLimit } from '@rooted/server-kit';
import { Hono, type Context } from 'hono';
import { noneMatchHits } from '@rooted/server-kit';
import { BODY_PICTURE, convertBodyPicture } from './convert-body-picture';
import { convertUpload } from './convert-image';
import type { MediaStore } from './media-store';

/** Converted files are hashed, so a name's bytes never change: browsers and proxies may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAX_MB = IMAGE_UPLOAD.maxBytes / (1024 * 1024);
/** The whole upload must arrive within this: 2 MB over a slow 750 kbit/s uplink takes about 22 s; a trickling client may not hold a request longer. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Picture uploads, at `/api/admin/media`: `POST ?slot=hero|venture|team|story|story-body` takes the
 * file's bytes as the body (any Content-Type: the bytes decide) and answers the image value to put
 * in the content. The owner's route map mounts it behind the session and CSRF check.
 */
export function mediaRoom(store: MediaStore, options: { uploadTimeoutMs?: number } = {}) {
  const uploadTimeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;
  // One conversion at a time: AVIF encoding takes seconds of CPU, and the visitors' requests on
  // this server must not wait behind several owners' uploads at once.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const upload = bodyLimit({
    maxBytes: IMAGE_UPLOAD.maxBytes,
    timeoutMs: uploadTimeoutMs,
    onTooLarge: (c: Context) =>
      c.json(
        {
          error: `The file is larger than ${MAX_MB} MB. Save a smaller version (for example as JPG or WebP) and retry.`,
          code: 'size',
        },
        413,
      ),
    onTimeout: (c: Context) =>
      c.json({ error: 'The upload took too long. Check the connection and retry.', code: 'timeout' }, 408),
  });

  return new Hono().post('/', upload, async (c) => {
    const slot = c.req.query('slot') ?? '';
    const inText = slot === BODY_PICTURE.slot;
    if (!inText && !Object.hasOwn(IMAGE_SLOTS, slot)) {
      const slots = [...Object.keys(IMAGE_SLOTS), BODY_PICTURE.slot].join(', ');
      return c.json({ error: `Say where the picture goes: slot=${slots}.`, code: 'slot' }, 400);
    }
    // Read through the upload's limit; too large or too slow is answered by its own words above.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const result = await oneAtATime(() =>
      inText ? convertBodyPicture(bytes) : convertUpload(bytes, slot as ImageSlot),
    );
    if (!result.ok) return c.json({ error: result.message, code: result.code }, result.status);
    await store.put(result.files);
    return c.json({ image: result.image, cropped: result.cropped }, 201);
  });
}

/**
 * `GET /media/<hash>-<width>.(avif|webp)`: the converted files, served to everyone like any
 * picture on the site.
 */
export function mediaFiles(store: MediaStore): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/media/:name{[a-f0-9]{32}-[0-9]{2,4}(?:x[0-9]{2,4})?\\.(?:avif|webp)}', async (c) => {
    const name = c.req.param('name');
    const file = await store.get(name);
    if (!file) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const etag = `"${name}"`;
    const headers = { 'Content-Type': file.type, 'Cache-Control': IMMUTABLE, ETag: etag };
    if (noneMatchHits(c.req.header('if-none-match') ?? null, etag)) return c.body(null, 304, headers);
    const length = { 'Content-Length': String(file.bytes.byteLength) };
    if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, ...length });
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, ...length });
  });
  app.on(['GET', 'HEAD'], '/media/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  return app;
}
