import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { autocannonLoad } from './autocannon-load';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that keeps every body it is sent and refuses the ones that ask for it. */
async function recordingServer(): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      res.writeHead(JSON.parse(body).refuse ? 400 : 202).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/leads`, bodies };
}

describe('autocannonLoad', () => {
  it('sends each request its own body and headers, and counts the answers that are not the expected status', async () => {
    const { url, bodies } = await recordingServer();
    const result = await autocannonLoad(url, 4, 60, (index) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index, refuse: index === 7 }),
    }));
    expect(result.latencies).toHaveLength(60);
    expect(new Set(bodies.map((body) => JSON.parse(body).index)).size).toBe(bodies.length);
    expect(bodies.length).toBeGreaterThanOrEqual(60);
    expect(result.failures).toBe(1);
    expect(result.perSecond).toBeGreaterThan(0);
    expect(result.latencies).toEqual([...result.latencies].sort((a, b) => a - b));
  });

  it('counts a server that answers nothing but errors as failures, not as a fast run', async () => {
    const { url } = await recordingServer();
    const result = await autocannonLoad(url, 2, 20, () => ({
      headers: { 'content-type': 'application/json' },
      body: '{"refuse":true}',
    }));
    expect(result.failures).toBe(20);
  });
});
