import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../src/first-paint/boot-script';

/** The CSP source that allows exactly the boot script (src/first-paint/boot-script.ts) and no other inline script. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
