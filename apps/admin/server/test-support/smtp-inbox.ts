import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail, parsed. */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  replyTo: string | null;
}

/** Options of {@link startSmtpInbox}. */
export interface SmtpInboxOptions {
  user?: string;
  password?: string;
  /** A fixed port (a restarted inbox keeps its address); default a free one. */
  port?: number;
}

const addressText = (field: ParsedMail['to']) =>
  Array.isArray(field) ? field.map((one) => one.text).join(', ') : (field?.text ?? '');

/**
 * A real SMTP server on loopback for tests, with a login (plain, no TLS: nothing leaves the
 * machine), that keeps what it receives. `refuseLogin` makes it answer 535 to the right password
 * too, as a mail account whose password was changed; `stop()` and `start()` take it away and
 * bring it back on the same port.
 */
export async function startSmtpInbox(options: SmtpInboxOptions = {}) {
  const user = options.user ?? 'site@rooted.test';
  const password = options.password ?? 'inbox-password-0123';
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const state = { refuseLogin: false, logins: 0 };
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const make = () =>
    new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        state.logins += 1;
        if (state.refuseLogin || auth.username !== user || auth.password !== password) {
          return callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        }
        callback(null, { user });
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: addressText(mail.to),
              from: addressText(mail.from),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              replyTo: mail.replyTo ? addressText(mail.replyTo) : null,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const start = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await start();

  return {
    received,
    state,
    get port() {
      return port;
    },
    /** The nodemailer URL of this inbox, with its login. */
    get url() {
      return `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    },
    /** Resolves once a mail matching `match` arrived (or has already). */
    async waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    start,
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

/** A running {@link startSmtpInbox}. */
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
