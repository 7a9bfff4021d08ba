import { BodyTimeoutError, BodyTooLargeError } from './errors.js';

/** Limits of {@link limitStream}. */
export interface StreamLimits {
  /** Bytes allowed in total. */
  maxBytes: number;
  /** The whole body must have arrived this long after the stream was wrapped. */
  timeoutMs: number;
}

/**
 * Wraps a body stream so that it errors with {@link BodyTooLargeError} as soon as more than
 * `maxBytes` have come through, and with {@link BodyTimeoutError} once `timeoutMs` have passed
 * since wrapping. Pull-based: nothing is read from the source until the reader asks, so a
 * handler that refuses a request early never touches its body.
 */
export function limitStream(source: ReadableStream<Uint8Array>, limits: StreamLimits): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const started = Date.now();
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (controller: ReadableStreamDefaultController<Uint8Array>, error: Error) => {
    clearTimeout(timer);
    controller.error(error);
    reader.cancel(error).catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const left = limits.timeoutMs - (Date.now() - started);
      if (left <= 0) return stop(controller, new BodyTimeoutError(limits.timeoutMs));
      const deadline = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left);
      });
      let next: ReadableStreamReadResult<Uint8Array> | 'timeout';
      try {
        next = await Promise.race([reader.read(), deadline]);
      } catch (error) {
        clearTimeout(timer);
        controller.error(error);
        return;
      }
      clearTimeout(timer);
      if (next === 'timeout') return stop(controller, new BodyTimeoutError(limits.timeoutMs));
      if (next.done) return controller.close();
      size += next.value.byteLength;
      if (size > limits.maxBytes) return stop(controller, new BodyTooLargeError(limits.maxBytes));
      controller.enqueue(next.value);
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
