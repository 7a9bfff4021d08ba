import type { TextStyle } from '../format/text';

/** Inputs to the colour decision. */
export interface ColorOptions {
  /** `--no-color` was given. */
  noColorFlag?: boolean;
  env?: Record<string, string | undefined>;
  /** Whether stdout is a TTY. */
  isTTY?: boolean;
}

/**
 * Decides whether to colour output. Precedence: `--no-color` > `NO_COLOR` (non-empty) >
 * `FORCE_COLOR` (non-empty and not `0`) > stdout is a TTY.
 */
export function shouldUseColor({ noColorFlag = false, env = {}, isTTY = false }: ColorOptions): boolean {
  if (noColorFlag) return false;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return isTTY;
}

const wrap = (open: number, close: number) => (s: string) => `\x1b[${open}m${s}\x1b[${close}m`;

/** ANSI styles for `formatText`; with `enabled: false` every style is the identity. */
export function ansiStyle(enabled: boolean): TextStyle {
  if (!enabled) {
    const plain = (s: string) => s;
    return { red: plain, yellow: plain, green: plain, dim: plain, bold: plain };
  }
  return { red: wrap(31, 39), yellow: wrap(33, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22) };
}
