/** The named character references an address can be spelled with. */
const ENTITIES: Record<string, string> = {
  commat: '@',
  period: '.',
  amp: '&',
  percnt: '%',
  plus: '+',
  hyphen: '-',
  lowbar: '_',
};

/**
 * Percent-encoding (possibly doubled) and HTML character references decoded; what cannot be
 * decoded is left as it is. Each pass is one regular-expression sweep, so linear in the text.
 * An address can hide this way (`victim%40example.com` in a URL, `victim&#64;example.com` in
 * HTML): whatever looks for one, to scrub or to erase it, decodes first.
 */
export function decodeEncodedText(word: string): string {
  let text = word;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = text
      .replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      })
      .replace(
        /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi,
        (whole, decimal?: string, hex?: string, name?: string) => {
          const code =
            decimal !== undefined ? Number(decimal) : hex !== undefined ? Number.parseInt(hex, 16) : undefined;
          if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
          return ENTITIES[(name ?? '').toLowerCase()] ?? whole;
        },
      );
    if (next === text) break;
    text = next;
  }
  return text;
}
