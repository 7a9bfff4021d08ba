import { z } from 'zod';

/** Longest webhook address accepted: real ones are under 200 characters. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** This machine: plain http is allowed only here (a receiver on the same host, as in tests). */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The notification webhook's address as the owner types it, checked with an error in plain words:
 * a whole web address, https (http only for this machine), no user name or password in it. The
 * fragment is dropped (it never reaches the receiver anyway).
 */
export const webhookUrlSchema = z
  .string({ error: 'Enter the address as text.' })
  .trim()
  .min(1, { error: 'Enter the address the messages should go to.' })
  .max(MAX_WEBHOOK_URL_LENGTH, { error: `That address is too long: at most ${MAX_WEBHOOK_URL_LENGTH} characters.` })
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'That is not a whole web address: it should start with https://' });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
      ctx.addIssue({
        code: 'custom',
        message:
          'The address must start with https:// (plain http:// only for this machine, such as http://127.0.0.1).',
      });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'Leave the user name and password out of the address.' });
      return z.NEVER;
    }
    url.hash = '';
    return url.href;
  });

/** The address's host, which is all the activity trail and the settings page ever show of it. */
export const webhookHost = (url: string) => new URL(url).host;
