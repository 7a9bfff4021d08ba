import { Agent, fetch as undiciFetch } from 'undici';

/**
 * A connection that is never kept open after its answer: what a resend goes out on, so it cannot
 * meet another kept-alive connection that the server has just closed.
 */
const freshConnections = new Agent({ pipelining: 0 });

/** Error codes of a connection that ended before any answer came back on it. */
const DROPPED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** Whether `fetch` failed because its connection closed before the answer's headers arrived. */
export function droppedBeforeAnswer(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && DROPPED.has(code);
}

/**
 * `fetch` as a browser sends a request: when the connection it went out on closes before any
 * answer, it is sent once more, on a new connection.
 *
 * Node's `fetch` keeps connections open between requests and lets one go a little before the
 * server's advertised keep-alive time runs out. On a loaded machine its own event loop can be late
 * by more than that margin: it then writes a request on a connection whose close from the server
 * is already on its way, and the request fails with "other side closed" although the server never
 * saw it. Browsers meet the same race with every server and answer it by sending the request again
 * (for a POST too: nothing was answered, so nothing was done). A resend on another kept-alive
 * connection can meet the same fate when several went idle at the same moment, so it goes out on a
 * connection of its own. A server that really drops requests is still caught: the resend fails the
 * same way (or is refused, if the server has gone), and that error is what the caller gets.
 * `onResend` hears of each resend, so a run can show how often it happened.
 */
export async function resendingFetch(
  url: string,
  init?: RequestInit,
  onResend?: (error: TypeError) => void,
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!droppedBeforeAnswer(error)) throw error;
    onResend?.(error as TypeError);
    // Node's Response and undici's have the same shape; the package's types are its own.
    return (await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: freshConnections,
    })) as unknown as Response;
  }
}
