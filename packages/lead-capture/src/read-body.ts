/** Result of {@link readLimitedText}. */
export type LimitedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'timeout' };

/** Default deadline for reading a lead body: a 32 KB form post arrives in well under a second. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/**
 * Reads a request body as UTF-8, stopping as soon as more than `maxBytes` arrived or when the
 * whole body has not arrived within `timeoutMs`. Checks the declared `Content-Length` first, then
 * counts the bytes actually streamed, because a chunked body declares no length and a lying
 * client can declare any. The deadline covers the whole body, so a client trickling one byte at
 * a time cannot hold the handler longer than `timeoutMs`.
 */
export async function readLimitedText(
  request: Request,
  maxBytes: number,
  timeoutMs: number = DEFAULT_BODY_TIMEOUT_MS,
): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const stop = async (reason: 'too-large' | 'timeout'): Promise<LimitedBody> => {
    await reader.cancel().catch(() => undefined);
    return { ok: false, reason };
  };
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'timeout') return await stop('timeout');
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return await stop('too-large');
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { ok: true, text: new TextDecoder().decode(bytes) };
  } finally {
    clearTimeout(timer);
  }
}
