import type { Context } from 'hono';

/** Largest request body read: a whole content document is a few tens of kilobytes. */
export const MAX_BODY_BYTES = 512 * 1024;

/** The body as an object (JSON or a posted form), or undefined when it is too big or not an object. */
export async function readBody(c: Context): Promise<Record<string, unknown> | undefined> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (!type.startsWith('application/json')) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
