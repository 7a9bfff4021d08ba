// @vitest-environment node
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { droppedBeforeAnswer, resendingFetch } from '../e2e/test-support/resending-fetch';

/**
 * A server that answers the first request on each connection, keeping it open as Node's server
 * does (`Keep-Alive: timeout=5`), and closes it without a word when a second request arrives: what
 * the client sees when the server's keep-alive time runs out as it reuses the connection (the close
 * and the request cross). With `answer: false` it closes every connection without an answer.
 */
async function startServer({ answer }: { answer: boolean }): Promise<{ origin: string; server: Server }> {
  let served = 0;
  const server = createServer((socket) => {
    let requests = 0;
    socket.on('error', () => undefined);
    socket.on('data', (data) => {
      requests += 1;
      if (!answer || requests > 1) return void socket.end();
      served += 1;
      const [line] = data.toString('latin1').split('\r\n');
      const body = `${line} #${served}`;
      socket.write(
        `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n` +
          `Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n${body}`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The turn after an answer, when fetch has put its connection back among the idle ones. */
const connectionIdle = () => new Promise((resolve) => setImmediate(resolve));

const outcome = (sent: Promise<Response>) =>
  sent.then(
    (response) => response.text(),
    (error: unknown) => (droppedBeforeAnswer(error) ? 'dropped' : `failed: ${String(error)}`),
  );

describe('a kept-alive connection the server closes as the client reuses it', () => {
  let origin: string;
  let server: Server;
  beforeAll(async () => ({ origin, server } = await startServer({ answer: true })));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("plain fetch loses the request: the connection ends before any answer (the e2e run's 'other side closed')", async () => {
    expect(await outcome(fetch(`${origin}/first`))).toMatch(/^GET \/first /);
    await connectionIdle();
    expect(await outcome(fetch(`${origin}/again`))).toBe('dropped');
  });

  it('resendingFetch sends it once more, on a new connection, and gets the answer, body and all', async () => {
    expect(await outcome(fetch(`${origin}/first`))).toMatch(/^GET \/first /);
    await connectionIdle();
    const resent: TypeError[] = [];
    const sent = resendingFetch(`${origin}/lead`, { method: 'POST', body: 'lead' }, (error) => resent.push(error));
    expect(await outcome(sent)).toMatch(/^POST \/lead HTTP\/1\.1 #\d+$/);
    expect(resent).toHaveLength(1);
  });
});

describe('a server that drops every request', () => {
  let origin: string;
  let server: Server;
  beforeAll(async () => ({ origin, server } = await startServer({ answer: false })));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('still fails with resendingFetch: one resend, then the error', async () => {
    const resent: TypeError[] = [];
    expect(await outcome(resendingFetch(`${origin}/`, undefined, (dropped) => resent.push(dropped)))).toBe('dropped');
    expect(resent).toHaveLength(1);
  });
});
