import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Makes `server` close a connection the way a refusal needs: after an answer that ends the
 * connection (413 for an oversized body, 408, 400), while the client may still be sending.
 *
 * Node closes such a connection as soon as the answer is written. A socket closed with unread
 * bytes in its receive buffer makes the kernel send a reset instead of an orderly end, and a
 * client still writing its body gets that reset on its next write and tears the connection down,
 * usually before it has read the answer that was already on its way: the browser shows "connection
 * reset" where the server said 413. So, as web servers do (nginx's lingering close), the server
 * ends its side after the answer and goes on reading and dropping what still arrives, until the
 * client closes or `lingerMs` has passed. Nothing read is kept, so memory stays flat; the time cap
 * bounds what a client that never stops can cost.
 */
export function lingerBeforeClose(server: Server, lingerMs: number): void {
  server.on('connection', (socket: Socket) => {
    const closeAtOnce = socket.destroySoon.bind(socket);
    // Node's HTTP server calls this once the last answer on the connection is written.
    socket.destroySoon = () => {
      if (socket.destroyed || socket.readableEnded) return closeAtOnce();
      const timer = setTimeout(() => socket.destroy(), lingerMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      socket.once('end', () => socket.destroy());
      socket.end();
    };
  });
  // The unread rest of a refused body: dropped as it arrives, instead of filling buffers until
  // the socket stops reading (which would leave it unread at the close after all).
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => {
      if (!request.complete) request.resume();
    });
  });
}
