/** How many stack frames, from the top, take part in an error's fingerprint. */
export const FINGERPRINT_FRAMES = 3;

/**
 * The message as grouped: digits and long hex or base64-like runs (ids, counters, hashes) become
 * `0`, so "Item 12 missing" and "Item 13 missing" are one error.
 */
export function normalizeMessage(message: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i] as string;
    if (char >= '0' && char <= '9') {
      while (i < message.length && isAlnum(message[i] as string)) i += 1;
      out += '0';
      continue;
    }
    out += char;
    i += 1;
  }
  return out.trim();
}

function isAlnum(char: string): boolean {
  return (char >= '0' && char <= '9') || (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
}

/**
 * One stack frame as grouped: the function name and the file name without its directory,
 * content hash, query or position, so a new build of the same code keeps the same fingerprint.
 * Reads Chrome's `at fn (url:1:2)` and Firefox/Safari's `fn@url:1:2`; other lines give null.
 */
export function frameKey(line: string): string | null {
  const text = line.trim();
  let fn: string;
  let location: string;
  if (text.startsWith('at ')) {
    const body = text.slice(3);
    const open = body.lastIndexOf(' (');
    if (open !== -1 && body.endsWith(')')) {
      fn = body.slice(0, open);
      location = body.slice(open + 2, -1);
    } else {
      fn = '';
      location = body;
    }
  } else {
    const at = text.indexOf('@');
    if (at === -1) return null;
    fn = text.slice(0, at);
    location = text.slice(at + 1);
  }
  if (!location.includes(':') && !location.includes('/')) return null;
  return `${fn.trim()}|${fileName(location)}`;
}

/** `https://x/assets/home-AbC123xy.js?v=1:10:5` → `home.js`. */
function fileName(location: string): string {
  let path = location;
  const position = /(:\d+){1,2}$/.exec(path);
  if (position) path = path.slice(0, position.index);
  const cut = [path.indexOf('?'), path.indexOf('#')].filter((index) => index !== -1);
  if (cut.length > 0) path = path.slice(0, Math.min(...cut));
  const base = path.slice(path.lastIndexOf('/') + 1);
  // Vite's content hash: `name-<8 url-safe characters>.ext` (the hash itself may hold `-`).
  const dot = base.lastIndexOf('.');
  const name = dot === -1 ? base : base.slice(0, dot);
  const hash = name.slice(-8);
  const hashed = name.length > 9 && name[name.length - 9] === '-' && /^[\w-]{8}$/.test(hash);
  return hashed ? name.slice(0, -9) + base.slice(name.length) : base;
}

/** The top {@link FINGERPRINT_FRAMES} frames of a stack that can be read. */
export function topFrames(stack: string | undefined, count = FINGERPRINT_FRAMES): string[] {
  const frames: string[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const key = frameKey(line);
    if (key !== null) frames.push(key);
    if (frames.length >= count) break;
  }
  return frames;
}

/**
 * An error's group: a 16-hex-digit hash of its kind, normalised message and top frames. Two
 * reports with the same fingerprint are counted as one error.
 */
export function errorFingerprint(input: { kind: string; message: string; stack?: string | undefined }): string {
  return hash64([input.kind, normalizeMessage(input.message), ...topFrames(input.stack)].join('\n'));
}

/** Two 32-bit FNV-1a hashes with different offsets: synchronous, dependency-free and stable. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
