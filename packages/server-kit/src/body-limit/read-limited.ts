/** Result of {@link readLimitedText}. */
export type LimitedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'timeout' };

/** Default deadline for reading a lead body: a 32 KB form post arrives in well under a second. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/** Result of {@link readLimitedBytes}. */
export type LimitedBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'timeout' };

/**
 * Reads a request body, stopping as soon as more than `maxBytes` arrived or when the whole body
 * has not arrived within `timeoutMs`. Checks the declared `Content-Length` first, then counts the
 * bytes actually streamed, because a chunked body declares no length and a lying client can
 * declare any. The deadline covers the whole body, so a client trickling one byte at a time
 * cannot hold the handler longer than `timeoutMs`.
 */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  timeoutMs: number = DEFAULT_BODY_TIMEOUT_MS,
): Promise<LimitedBytes> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const stop = async (reason: 'too-large' | 'timeout'): Promise<LimitedBytes> => {
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
    return { ok: true, bytes };
  } finally {
    clearTimeout(timer);
  }
}

/** {@link readLimitedBytes}, decoded as UTF-8. */
export async function readLimitedText(
  request: Request,
  maxBytes: number,
  timeoutMs: number = DEFAULT_BODY_TIMEOUT_MS,
): Promise<LimitedBody> {
  const read = await readLimitedBytes(request, maxBytes, timeoutMs);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}
