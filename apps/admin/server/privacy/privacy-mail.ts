import {
  PRIVACY_REQUEST_TTL_MS,
  privacyRequestUrl,
  requestOfJob,
  type PrivacyRequestKind,
  type QueuedLead,
} from '@rooted/lead-capture';
import { ANSWER_JOB_PREFIX, mailJob, type MailMessage } from '../mail/mail-job';

/** What a privacy mail needs: where links point, how they are signed, the site's name. */
export interface PrivacyMailSettings {
  publicUrl: string;
  secrets: readonly string[];
  /** The site as its visitors know it (its host). */
  siteName: string;
}

const WHAT: Record<PrivacyRequestKind, string> = {
  access: 'a copy of the data it holds about this address',
  erasure: 'the erasure of everything it holds about this address',
};

/**
 * The mail of a request's confirmation job, built at send time so its signed link is made then
 * (the job stores no link); null for any other job. The link works for two days from the request.
 */
export async function confirmationMail(lead: QueuedLead, settings: PrivacyMailSettings): Promise<MailMessage | null> {
  const request = requestOfJob(lead.id);
  if (!request || settings.secrets.length === 0) return null;
  const url = await privacyRequestUrl(
    settings.publicUrl,
    request.id,
    lead.createdAt + PRIVACY_REQUEST_TTL_MS,
    settings.secrets as [string, ...string[]],
  );
  return {
    to: lead.data.email,
    subject: `Confirm your request to ${settings.siteName}`,
    text: [
      `Someone, we hope you, asked ${settings.siteName} for ${WHAT[request.kind]}.`,
      '',
      `To confirm, open this link within two days:`,
      url,
      '',
      'If it was not you, ignore this mail: nothing happens without the link.',
    ].join('\n'),
  };
}

/**
 * The mail telling a requester what was done, queued before an erasure runs. Its id makes it a
 * privacy job, which an erasure never touches (the personal-data code leaves jobs that carry out
 * a request alone): the erasure of the address cannot remove the one mail that says it happened.
 */
export function answerMail(
  request: { id: string; kind: PrivacyRequestKind },
  address: string,
  by: string,
  settings: Pick<PrivacyMailSettings, 'siteName'>,
  at: number,
) {
  const text =
    request.kind === 'erasure'
      ? [
          `As you asked, ${settings.siteName} has erased everything it held about this address: your messages, signups and every record naming it, and you are unsubscribed from its newsletter.`,
          '',
          'We no longer hold this address. This mail was its last use; nothing more will be sent to it.',
        ]
      : [
          `As you asked, ${settings.siteName} has gathered a copy of the data it holds about this address.`,
          '',
          `${by} will send it to you. If it has not reached you, reply to this mail.`,
        ];
  const subject =
    request.kind === 'erasure'
      ? `Your data was erased from ${settings.siteName}`
      : `Your copy of your data from ${settings.siteName}`;
  return mailJob(
    `${ANSWER_JOB_PREFIX}${request.id}`,
    address,
    { to: address, subject, text: text.join('\n'), replyTo: by },
    at,
  );
}
