import { LeadDeliveryError } from '@rooted/lead-capture';

/** Plain words the owner's front page shows while email is paused on a refused login. */
export const LOGIN_REFUSED = 'the mail server refused the login';
/** Plain words while the mail server refuses the sender (MAIL_FROM). */
export const SENDER_REFUSED = 'the mail server refused the sender address (MAIL_FROM)';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  command?: string;
}

/**
 * A nodemailer failure as the delivery worker understands it. The texts are our own words and
 * codes only: a server's answer or nodemailer's message can repeat the login, and SMTP_URL holds
 * the password, so neither is ever stored or logged.
 *
 * - a refused login (EAUTH, 535 and its kin) or a refused sender: every mail would fail the same
 *   way, so delivery pauses and probes until the account works again;
 * - a refused recipient (5xx to RCPT TO): resending cannot help, the mail is given up;
 * - everything else (no connection, timeouts, 4xx "try later"): retried with backoff.
 */
export function classifySmtpFailure(error: unknown): LeadDeliveryError {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = failure.responseCode;
  const command = (failure.command ?? '').toUpperCase();
  if (failure.code === 'EAUTH' || code === 535 || code === 534 || code === 530 || code === 454) {
    return new LeadDeliveryError(LOGIN_REFUSED, { retryable: true, pause: true });
  }
  if (code !== undefined && code >= 500 && command.startsWith('MAIL')) {
    return new LeadDeliveryError(SENDER_REFUSED, { retryable: true, pause: true });
  }
  if (code !== undefined && code >= 500 && (command.startsWith('RCPT') || failure.code === 'EENVELOPE')) {
    return new LeadDeliveryError(`the mail server refused the recipient (SMTP ${code})`, { retryable: false });
  }
  if (code !== undefined && code >= 500 && command === 'DATA') {
    return new LeadDeliveryError(`the mail server refused the mail (SMTP ${code})`, { retryable: false });
  }
  const what = code !== undefined ? `SMTP ${code}` : (failure.code ?? 'no answer');
  return new LeadDeliveryError(`could not reach the mail server (${what})`, { retryable: true });
}
