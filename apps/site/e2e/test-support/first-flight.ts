import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compressForms } from '../../server/compression';

/**
 * A new connection's first flight: about 14 KB (ten TCP segments) arrive before the client's
 * first acknowledgement. The first screen must be drawable from them, so there is no second
 * round trip before the first paint (issue #10: "HTML plus critical CSS in the first 14 KB").
 */
export const FIRST_FLIGHT = 14 * 1024;

const decoders = {
  br: (prefix: Uint8Array) => brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH }),
  gzip: (prefix: Uint8Array) => gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH }),
};

/**
 * How far a page's HTML gets in the first flight: where its introduction ends (the element right
 * after the first heading: a paragraph, or the docs' intro block) and how many characters of the
 * HTML the first 14 KB of its best brotli and gzip forms decode to.
 */
export async function firstFlightReach(
  html: string,
): Promise<{ headingEnd: number; styleEnd: number; introEnd: number; arrived: Record<keyof typeof decoders, number> }> {
  const afterHeading = html.indexOf('</h1>') + '</h1>'.length;
  const introTag = /^\s*<([a-z]+)/.exec(html.slice(afterHeading))?.[1] ?? 'p';
  const introEnd = html.indexOf(`</${introTag}>`, afterHeading);
  const forms = await compressForms(new TextEncoder().encode(html), 'best');
  const arrived = {
    br: decoders.br(forms.br.subarray(0, FIRST_FLIGHT)).toString('utf8').length,
    gzip: decoders.gzip(forms.gzip.subarray(0, FIRST_FLIGHT)).toString('utf8').length,
  };
  return { headingEnd: html.indexOf('</h1>'), styleEnd: html.indexOf('</style>'), introEnd, arrived };
}
