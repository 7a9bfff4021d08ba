import type { Context } from 'hono';
import { limitStream, type StreamLimits } from './limited-stream.js';
import { readIncoming, type IncomingBody } from './node-body.js';

/** The members of a `Request` that read its body; the rest (url, method, headers) stay the adapter's. */
const BODY_MEMBERS = new Set<PropertyKey>([
  'body',
  'bodyUsed',
  'text',
  'json',
  'arrayBuffer',
  'blob',
  'formData',
  'bytes',
  'clone',
]);

/**
 * Hono's body cache, filled from Node's request stream on first use. `c.req.text()`, `json()`,
 * `arrayBuffer()`, `blob()`, `formData()` and `parseBody()` all look here before they touch the
 * raw request, so every body a route reads through Hono is read once, straight off the socket,
 * under the route's limits. Getters keep it lazy: a guard that refuses a request never reads it.
 */
class IncomingBodyCache {
  #text?: Promise<string>;
  #arrayBuffer?: Promise<ArrayBuffer>;
  #blob?: Promise<Blob>;
  #formData?: Promise<FormData>;

  constructor(
    private readonly read: () => Promise<Uint8Array>,
    private readonly contentType: () => string | undefined,
  ) {}

  get text(): Promise<string> {
    // Decoded as `Request.text()` decodes: UTF-8, a leading byte-order mark dropped, bad bytes replaced.
    return (this.#text ??= this.read().then((bytes) => new TextDecoder().decode(bytes)));
  }
  set text(value: Promise<string>) {
    this.#text = value;
  }
  get arrayBuffer(): Promise<ArrayBuffer> {
    return (this.#arrayBuffer ??= this.read().then((bytes) => copyOut(bytes)));
  }
  set arrayBuffer(value: Promise<ArrayBuffer>) {
    this.#arrayBuffer = value;
  }
  get blob(): Promise<Blob> {
    return (this.#blob ??= this.read().then((bytes) => new Blob([copyOut(bytes)], { type: this.contentType() ?? '' })));
  }
  set blob(value: Promise<Blob>) {
    this.#blob = value;
  }
  get formData(): Promise<FormData> {
    return (this.#formData ??= this.read().then((bytes) => asResponse(bytes, this.contentType()).formData()));
  }
  set formData(value: Promise<FormData>) {
    this.#formData = value;
  }
}

/** The bytes in an `ArrayBuffer` of their own (a Node chunk may be a view into a shared pool). */
function copyOut(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function asResponse(bytes: Uint8Array, contentType: string | undefined): Response {
  return new Response(copyOut(bytes), contentType ? { headers: { 'content-type': contentType } } : undefined);
}

/**
 * Serves the request's body from Node's stream, under `limits`, to whichever reader comes first:
 * Hono's body methods (through its body cache, the fast path every route here uses) or the raw
 * `Request`'s own body members (a route that streams `c.req.raw.body`). The raw request stays the
 * adapter's lazy one for its url, method and headers; only its body members are redirected, to a
 * `Request` built on first use whose body is the same limited bytes. Either way the body is read
 * once and no reader can get past the limits.
 */
export function serveIncomingBody(
  c: Context,
  incoming: IncomingBody,
  routeLimits: StreamLimits,
  started: number,
): void {
  // A body under two limits (a server-wide cap and a route's own) meets the tighter of each.
  const earlier = installed.get(incoming);
  const original = earlier?.original ?? c.req.raw;
  const limits = earlier ? tighter(earlier.limits, earlier.started, routeLimits, started) : routeLimits;
  const since = earlier?.started ?? started;
  installed.set(incoming, { original, limits, started: since });
  let bytes: Promise<Uint8Array> | undefined;
  let limited: Request | undefined;
  const read = () =>
    (bytes ??= limited
      ? limited.arrayBuffer().then((buffer) => new Uint8Array(buffer))
      : readIncoming(incoming, limits, since));
  const limitedRequest = () =>
    (limited ??= new Request(original.url, {
      method: original.method,
      headers: original.headers,
      signal: original.signal,
      // Node's stream, if nobody read it yet, through the web-stream limits; otherwise the bytes read.
      body: bytes
        ? streamOf(bytes)
        : limitStream(original.body!, { ...limits, timeoutMs: limits.timeoutMs - (Date.now() - since) }),
      duplex: 'half',
    } as RequestInit));
  c.req.bodyCache = new IncomingBodyCache(
    read,
    () => original.headers.get('content-type') ?? undefined,
  ) as unknown as typeof c.req.bodyCache;
  c.req.raw = new Proxy(original, {
    get(target, member) {
      if (!BODY_MEMBERS.has(member)) return Reflect.get(target, member, target);
      const request = limitedRequest();
      const value: unknown = Reflect.get(request, member, request);
      return typeof value === 'function' ? value.bind(request) : value;
    },
  });
}

/** Limits already put on a request stream by an outer `bodyLimit`, and the request they wrap. */
const installed = new WeakMap<IncomingBody, { original: Request; limits: StreamLimits; started: number }>();

function tighter(outer: StreamLimits, outerStarted: number, inner: StreamLimits, innerStarted: number): StreamLimits {
  const deadline = Math.min(outerStarted + outer.timeoutMs, innerStarted + inner.timeoutMs);
  return { maxBytes: Math.min(outer.maxBytes, inner.maxBytes), timeoutMs: deadline - outerStarted };
}

function streamOf(bytes: Promise<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      controller.enqueue(await bytes);
      controller.close();
    },
  });
}
