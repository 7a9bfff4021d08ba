import { Agent, request } from 'node:http';

/** What the load benchmarks say drives their servers (named in each report). */
export const LOAD_CLIENT =
  "Node's `http.request` through one keep-alive `http.Agent` per run (one socket per concurrent client)";

/** A keep-alive HTTP client for loopback load: `post` sends one request and reads its answer whole. */
export interface KeepAliveClient {
  post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }>;
  close(): void;
}

/**
 * A keep-alive load client for the benchmarks that compare the site server with itself (by store,
 * under a backlog). It costs far less than `fetch` (undici), but still about 0.25 ms of CPU per
 * request on the 2-core machine, more than a bare Node server spends answering: measuring against
 * a floor needs autocannon (autocannon-load.ts), or the client caps the floor.
 */
export function createKeepAliveClient(maxSockets: number): KeepAliveClient {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    post: (url, headers, body) =>
      new Promise((resolve, reject) => {
        const req = request(
          url,
          { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}
