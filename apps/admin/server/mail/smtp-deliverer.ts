import { LeadDeliveryError, type LeadDeliverer, type QueuedLead } from '@rooted/lead-capture';
import nodemailer from 'nodemailer';
import { mailOf, type MailMessage } from './mail-job';
import { classifySmtpFailure } from './smtp-errors';

/** Options of {@link createSmtpDeliverer}. */
export interface SmtpDelivererOptions {
  /** `SMTP_URL`: a nodemailer connection URL with the password in it. */
  smtpUrl: string;
  /** `MAIL_FROM`. */
  from: string;
  /**
   * Builds the mail of a job stored without one (a privacy request's confirmation, whose signed
   * link is made at send time); null: not a mail this server knows.
   */
  render?: (lead: QueuedLead) => Promise<MailMessage | null>;
  /** Told once the mail server accepted a mail (a requester's answer notes it on the request). */
  onSent?: (lead: QueuedLead) => Promise<void>;
}

/** The SMTP deliverer, and a way to close its connection. */
export interface SmtpDeliverer extends LeadDeliverer {
  close(): void;
}

const SECOND = 1000;

/**
 * Sends each queued mail through the owner's own mail server. One connection per mail: a small
 * site sends a few mails an hour, and a fresh login each time is what shows a changed password at
 * once rather than on a pooled connection's next reconnect.
 */
export function createSmtpDeliverer(options: SmtpDelivererOptions): SmtpDeliverer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 15 * SECOND,
    greetingTimeout: 15 * SECOND,
    socketTimeout: 60 * SECOND,
    // Nodemailer's own logger would print the server's dialogue, login included.
    logger: false,
    debug: false,
  } as nodemailer.TransportOptions);
  return {
    async deliver(lead) {
      const mail = mailOf(lead) ?? (await options.render?.(lead)) ?? null;
      if (!mail) throw new LeadDeliveryError('not a mail this server knows how to send', { retryable: false });
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
      } catch (error) {
        throw classifySmtpFailure(error);
      }
      await options.onSent?.(lead);
    },
    close() {
      transport.close();
    },
  };
}
