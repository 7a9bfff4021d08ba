import type { OwnerApiDeps } from '../owner-api-deps';
import type { Notifications } from '../notifications/notifications';
import { confirmationMail } from '../privacy/privacy-mail';
import { deadlineOf } from '../privacy/privacy-service';
import type { OwnerMail } from '../sign-in/owner-mail';
import { createMail } from './mail';
import { mailJob, requestOfAnswer } from './mail-job';
import { createOwnerNotices } from './owner-notices';
import { createOwnerWatch } from './owner-watch';

/**
 * The mail room's parts: the site's own mail queue and worker, mail to one owner, the owners'
 * notices and the watch that reminds them (deadlines, problems), which also reads the webhook's state.
 */
export function wireMail(deps: OwnerApiDeps, webhook: Notifications) {
  const { stores, leads, logger } = deps;
  const { publicUrl } = deps.request;
  const siteName = new URL(publicUrl).host;
  // Mail that is not marketing, through the owner's own server: owner notices, privacy mails.
  const mail = createMail({
    outbox: deps.mail.outbox,
    personalData: deps.mail.personalData,
    smtp: deps.mail.smtp,
    logger,
    render: (lead) => confirmationMail(lead, { publicUrl, secrets: leads.signingSecrets, siteName }),
    onSent: async (lead) => {
      const requestId = requestOfAnswer(lead.id);
      if (requestId) await stores.privacy.noteAnswerSent(requestId, Date.now());
    },
  });
  // Mail to one owner (another owner's setup link, a notice that their account changed) goes through
  // the same durable queue, only once the owner's mail server is set up: without it a setup link is
  // shown to the owner who asked, after they proved who they are.
  const ownerMail: OwnerMail | undefined = deps.mail.smtp
    ? {
        send: (to, subject, text) =>
          mail.queue(mailJob(`owner-${crypto.randomUUID()}`, to, { to, subject, text }, Date.now())),
      }
    : undefined;
  const notices = createOwnerNotices({ mail, accounts: stores.accounts, settings: stores.settings, publicUrl });
  const watch = createOwnerWatch({
    notices,
    mail,
    accounts: stores.accounts,
    settings: stores.settings,
    privacy: stores.privacy,
    leads,
    leadList: deps.leadList,
    webhook,
    publicUrl,
    deadline: deadlineOf,
    backups: deps.backupStatus,
  });
  return { mail, ownerMail, notices, watch, siteName };
}
