/** A request body that remembers whether anyone pulled a byte from it. */
export function recordingBody(chunks: readonly Uint8Array[]): {
  stream: ReadableStream<Uint8Array>;
  pulled: () => boolean;
} {
  let pulled = false;
  let index = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled = true;
        const chunk = chunks[index];
        index += 1;
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
      // No read-ahead: a pull happens only when a reader asks for bytes.
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** A POST with a streamed body and, optionally, a declared length. */
export function streamedPost(
  url: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Request {
  return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}
