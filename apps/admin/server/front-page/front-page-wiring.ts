import type { OwnerApiDeps } from '../owner-api-deps';
import type { Mail } from '../mail/mail';
import { frontPageRoom } from './front-page-route';

/** The front page's room, over the lead API's outbox, the desk's and privacy's stores, and the mail's state. */
export function wireFrontPage(deps: OwnerApiDeps, mail: Pick<Mail, 'status'>) {
  const { stores, leads } = deps;
  return frontPageRoom({
    leads: deps.leadList,
    outbox: leads.outbox,
    deliveryStatus: leads.worker.status,
    desk: stores.desk,
    privacy: stores.privacy,
    // Where the owner's email stands: not set up, paused and why, mails waiting.
    mail,
    backups: deps.backupStatus,
  });
}
