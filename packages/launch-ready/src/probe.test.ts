import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempProject } from './test-support/cli';

const GOOD_KEY = 'omni_probe_key_200_ok';
const BAD_KEY = 'omni_probe_key_401_no';
let server: Server;
let baseUrl: string;
const seen: { method?: string; url?: string; key?: string }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const key = req.headers['x-api-key'];
    seen.push({ method: req.method, url: req.url, key: typeof key === 'string' ? key : undefined });
    const status = req.method === 'GET' && req.url === '/v3/contacts?limit=1' && key === GOOD_KEY ? 200 : 401;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? '{"contacts":[],"paging":{}}' : '{"error":"unauthorized"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const env = (key: string) =>
  `OMNISEND_API_KEY=${key}\nOMNISEND_BRAND_ID=brand_123456\nVITE_SITE_URL=https://rooted.example\n`;
const connection = (stdout: string) =>
  JSON.parse(stdout).checklist.find((i: { id: string }) => i.id === 'provider-connection').status;

describe('--probe', () => {
  it('a 200 answer completes provider-connection; the key goes only in the header', async () => {
    seen.length = 0;
    const result = await runCli(['--probe', '--json'], {
      cwd: tempProject({ '.env': env(GOOD_KEY) }),
      env: { OMNISEND_API_URL: baseUrl },
    });
    expect(connection(result.stdout)).toBe('complete');
    expect(seen).toEqual([{ method: 'GET', url: '/v3/contacts?limit=1', key: GOOD_KEY }]);
    expect(result.stderr).toBe('launch-ready: provider probe passed (HTTP 200)\n');
    expect(result.stdout + result.stderr).not.toContain(GOOD_KEY);
  });

  it('a 401 answer leaves it incomplete, reported by status only, and never exits 3', async () => {
    seen.length = 0;
    const result = await runCli(['--probe', '--json'], {
      cwd: tempProject({ '.env': env(BAD_KEY) }),
      env: { OMNISEND_API_URL: baseUrl },
    });
    expect(result.code).toBe(0);
    expect(connection(result.stdout)).toBe('incomplete');
    expect(seen).toHaveLength(1);
    expect(result.stderr).toBe('launch-ready: provider probe failed (HTTP 401)\n');
    expect(result.stdout + result.stderr).not.toContain(BAD_KEY);
  });

  it('is skipped for an invalid key: no request, item incomplete', async () => {
    seen.length = 0;
    const result = await runCli(['--probe', '--json'], {
      cwd: tempProject({ '.env': env('your_omnisend_api_key') }),
      env: { OMNISEND_API_URL: baseUrl },
    });
    expect(seen).toEqual([]);
    expect(connection(result.stdout)).toBe('incomplete');
    expect(result.stderr).toBe('launch-ready: provider probe skipped (key missing or invalid)\n');
  });

  it('without --probe the item is a warning and nothing is sent', async () => {
    seen.length = 0;
    const result = await runCli(['--json'], {
      cwd: tempProject({ '.env': env(GOOD_KEY) }),
      env: { OMNISEND_API_URL: baseUrl },
    });
    expect(connection(result.stdout)).toBe('warning');
    expect(seen).toEqual([]);
  });
});
