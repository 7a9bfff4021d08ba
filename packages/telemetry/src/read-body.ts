/** Result of {@link readLimitedText}. */
export type LimitedBody = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'timeout' };

/**
 * Reads a request body as UTF-8, stopping as soon as more than `maxBytes` arrived or when the
 * body has not arrived within `timeoutMs`. The declared `Content-Length` is checked first, then
 * the bytes actually streamed, because a chunked body declares no length and a client can lie.
 */
export async function readLimitedText(request: Request, maxBytes: number, timeoutMs: number): Promise<LimitedBody> {
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
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) return await stop('too-large');
      chunks.push(next.value);
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
