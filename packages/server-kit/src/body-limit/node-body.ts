import { BodyTimeoutError, BodyTooLargeError } from './errors.js';
import type { StreamLimits } from './limited-stream.js';

/**
 * The part of Node's `http.IncomingMessage` the body reader uses. Typed structurally so the kit
 * imports nothing from `node:` and still loads on edge platforms, where this path is never taken.
 */
export interface IncomingBody {
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  pause(): unknown;
  readonly readableFlowing: boolean | null;
  readonly readableDidRead: boolean;
  readonly readableEnded: boolean;
}

/**
 * Node's request stream, when the server is `@hono/node-server` (it passes `{ incoming }` as the
 * app's env) and nothing has started reading it: only then is reading it directly the same as
 * reading the `Request` body the adapter would build from it.
 */
export function untouchedIncoming(env: unknown): IncomingBody | undefined {
  const incoming = (env as { incoming?: Partial<IncomingBody> & { rawBody?: unknown } } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || typeof incoming.pause !== 'function') return undefined;
  // Some hosts (Firebase, Express body parsers) have already buffered the body as `rawBody`.
  if (incoming.rawBody !== undefined) return undefined;
  if (incoming.readableFlowing !== null || incoming.readableDidRead || incoming.readableEnded) return undefined;
  return incoming as IncomingBody;
}

/** An error for a client that went away before its body was complete (the error handler's one line). */
function abortedError(): Error {
  return Object.assign(new Error('Request aborted before its body was complete'), { code: 'ECONNRESET' });
}

/**
 * Reads a Node request stream to its end under `limits`: past `maxBytes`, or when the whole body
 * has not arrived `timeoutMs` after `started`, reading stops (the stream is paused, the rest is
 * never pulled off the socket) and the promise rejects with {@link BodyTooLargeError} or
 * {@link BodyTimeoutError}. This is the web-stream path of `limitStream` without the `Request`,
 * `AbortSignal` and two web streams that path builds around every body.
 */
export function readIncoming(incoming: IncomingBody, limits: StreamLimits, started: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const finish = (error: Error | undefined) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      if (!error) return resolve(join(chunks, size));
      incoming.pause();
      reject(error);
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > limits.maxBytes) return finish(new BodyTooLargeError(limits.maxBytes));
      chunks.push(chunk);
    };
    const onEnd = () => finish(undefined);
    const onError = (error: Error) => finish(error);
    const onClose = () => finish(abortedError());
    const left = limits.timeoutMs - (Date.now() - started);
    const timer = setTimeout(() => finish(new BodyTimeoutError(limits.timeoutMs)), Math.max(0, left));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

function join(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
