import type { InferResponseType } from 'hono/client';
import { owner } from '../../owner-client';

/** What the server answers for a stored upload (the route's own type). */
type Uploaded = InferResponseType<typeof owner.media.$post, 201>;
/** The image value the server answers for an upload: everything but the alt text, which the owner writes. */
export type UploadedImage = Uploaded['image'];

export type UploadResult = { ok: true; image: UploadedImage; cropped: boolean } | { ok: false; message: string };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Sends a picture's bytes to the server, which checks its type, size and dimensions and converts
 * it. A file over the limit is refused here first, in the same words, so the owner does not wait
 * for 2 MB to upload; everything else is the server's decision (the browser's idea of a file's
 * type comes from its name).
 */
export async function uploadImage(
  file: File,
  slot: string,
  csrfToken: string,
  maxBytes: number,
): Promise<UploadResult> {
  if (file.size > maxBytes) {
    return {
      ok: false,
      message: `The file is ${megabytes(file.size)}, larger than ${megabytes(maxBytes)}. Save a smaller version (for example as JPG or WebP) and retry.`,
    };
  }
  let response: Response;
  try {
    // The body is the file's bytes, not JSON: the typed client gives the address, fetch sends them.
    response = await fetch(`${owner.media.$path()}?slot=${encodeURIComponent(slot)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-csrf-token': csrfToken },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: 'The picture could not be sent: the connection failed. Try again.' };
  }
  if (response.status === 401) {
    window.location.assign('/admin/sign-in');
    return { ok: false, message: 'Your session ended. Sign in again.' };
  }
  const body = (await response.json().catch(() => ({}))) as Partial<Uploaded> & { error?: string };
  if (!response.ok || !body.image)
    return { ok: false, message: body.error ?? `The server answered ${response.status}.` };
  return { ok: true, image: body.image, cropped: body.cropped === true };
}
