import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import { lingerBeforeClose } from './linger-close';

/** The timeouts and caps of the public HTTP server, in milliseconds and connections. */
export interface HttpLimits {
  /** Time a client has to send the whole header block. Slow-header (slowloris) sockets die here. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Time a socket may sit without any traffic, e.g. a client that stopped reading. */
  idleTimeoutMs: number;
  /** How often Node checks the headers and request timeouts; a timeout fires at most this late. */
  checkIntervalMs: number;
  /** Open sockets at most; past it, new connections are closed at once so those open keep working. */
  maxConnections: number;
  /**
   * After an answer that closes the connection while the client is still sending (a 413), how
   * long the rest is read and dropped so that the client reads the answer, not a reset.
   */
  lingerMs: number;
}

/**
 * Limits for a server facing the internet (directly or behind a proxy). Node's defaults let a
 * request take 300 s and check the header timeout only every 30 s, so a few hundred slow sockets
 * could hold the server; these end a slow client within seconds. Pages and assets come from
 * memory and lead bodies are at most 32 KB, so no honest request needs longer.
 */
export const PUBLIC_HTTP_LIMITS: Readonly<HttpLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxConnections: 2_000,
  lingerMs: 5_000,
};

/** The `node:http` server options for `limits`. */
export function httpServerOptions(limits: HttpLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/**
 * A `createServer` that applies `limits` (and closes refused connections without a reset, see
 * `lingerBeforeClose`), for `@hono/node-server`'s `serve({ createServer })`
 * or direct use. `maxConnections` and the idle timeout are properties, not constructor options.
 */
export function limitedCreateServer(limits: HttpLimits = PUBLIC_HTTP_LIMITS) {
  return ((options: ServerOptions | RequestListener, listener?: RequestListener): Server => {
    const handler = typeof options === 'function' ? options : listener;
    const base = typeof options === 'function' ? {} : options;
    const server = createServer({ ...base, ...httpServerOptions(limits) }, handler);
    server.maxConnections = limits.maxConnections;
    server.setTimeout(limits.idleTimeoutMs);
    lingerBeforeClose(server, limits.lingerMs);
    return server;
  }) as typeof createServer;
}
