/** Result of {@link readLimitedText}. */
export type LimitedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/**
 * Reads a request body as UTF-8, stopping as soon as more than `maxBytes` arrived. Checks the
 * declared `Content-Length` first, then counts the bytes actually streamed, because a chunked
 * body declares no length and a lying client can declare any.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
