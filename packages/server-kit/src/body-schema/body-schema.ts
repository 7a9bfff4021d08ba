import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { check, parseFormBody, parseJsonBody, type ParsedBody } from './parse-body.js';

/** Which bodies a route takes. */
export type BodyFormat = 'json' | 'form';

/** Options of {@link validBody}. */
export interface ValidBodyOptions {
  /** The answer to a body that is not valid. Default: 400 JSON `{ error, fields }`. */
  onInvalid?: (c: Context, problem: Extract<ParsedBody<unknown>, { ok: false }>) => Response | Promise<Response>;
  /** The answer to a body of another Content-Type. Default: 415 JSON. */
  onWrongType?: (c: Context) => Response | Promise<Response>;
  /**
   * Reads the text into a value in place of the format's own reader, for a route whose bodies
   * need a stricter reading (a form that refuses a field sent twice); the schema then checks it.
   */
  read?: (text: string, c: Context) => ParsedBody<unknown>;
}

const TYPES: Record<BodyFormat, RegExp> = {
  json: /^application\/json\s*(;|$)/i,
  form: /^application\/x-www-form-urlencoded\s*(;|$)/i,
};

/**
 * Reads the body as JSON or as a url-encoded form, checks it against a zod schema and hands the
 * typed value on as `c.req.valid(format)`. Anything malformed is a 4xx naming what is wrong:
 * 415 for another Content-Type, 400 for bad JSON or a field of the wrong type. Put
 * `bodyLimit` before it: the body is read here, as far as the limit allows.
 */
export function validBody<F extends BodyFormat, S extends z.ZodType>(
  format: F,
  schema: S,
  options: ValidBodyOptions = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any env: the middleware reads no bindings
): MiddlewareHandler<any, string, { in: { [K in F]: z.input<S> }; out: { [K in F]: z.output<S> } }> {
  return async (c, next) => {
    if (!TYPES[format].test(c.req.header('content-type') ?? '')) {
      return options.onWrongType
        ? options.onWrongType(c)
        : c.json(
            {
              error: `Content-Type must be ${format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'}`,
            },
            415,
          );
    }
    const text = await c.req.text();
    const parsed = options.read
      ? readWith(options.read(text, c), schema)
      : format === 'json'
        ? parseJsonBody(text, schema)
        : parseFormBody(text, schema);
    if (!parsed.ok)
      return options.onInvalid
        ? options.onInvalid(c, parsed)
        : c.json({ error: parsed.error, fields: parsed.fields }, 400);
    c.req.addValidatedData(format, parsed.data as never);
    await next();
  };
}

function readWith<S extends z.ZodType>(read: ParsedBody<unknown>, schema: S): ParsedBody<z.output<S>> {
  return read.ok ? check(read.data, schema) : read;
}
