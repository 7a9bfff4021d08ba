import type { IncomingMessage, ServerResponse } from 'node:http';

/** A response as route handlers describe it. */
export interface FakeResponse {
  status: number;
  /** An object is sent as JSON; a string as it is; undefined sends no body. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** Recorded in the request log, never sent. */
  note?: string;
}

/**
 * The HTML (not JSON) body of the fake's 502 (fault preset `html502`, or a `null` event field by
 * default), so tests can check the client copes with a gateway error page.
 */
export const HTML_502_BODY = '<html><body><h1>502 Bad Gateway</h1></body></html>';
export const NOT_FOUND_TEXT = 'Not found – There is no resource behind the URI.';

/** `{error, fields?}`, with `fields` left out when empty. */
export function errorResponse(status: number, error: string, fields?: Record<string, string[]>): FakeResponse {
  return { status, body: fields && Object.keys(fields).length > 0 ? { error, fields } : { error } };
}

export function notFound(): FakeResponse {
  return errorResponse(404, NOT_FOUND_TEXT);
}

export function html502(): FakeResponse {
  return { status: 502, body: HTML_502_BODY, contentType: 'text/html' };
}

const MAX_BODY_BYTES = 1_000_000;

/** Reads the request body as text; rejects bodies over 1 MB. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes a FakeResponse. */
export function writeResponse(res: ServerResponse, response: FakeResponse): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
  let payload: string | undefined;
  if (response.body !== undefined) {
    if (typeof response.body === 'string') {
      payload = response.body;
      headers['content-type'] ??= response.contentType ?? 'text/plain; charset=utf-8';
    } else {
      payload = JSON.stringify(response.body);
      headers['content-type'] ??= response.contentType ?? 'application/json; charset=utf-8';
    }
  }
  res.writeHead(response.status, headers);
  res.end(payload);
}
