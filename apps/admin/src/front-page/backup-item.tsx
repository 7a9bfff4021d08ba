import { when } from '../desk/desk-api';
import { Item } from './front-page-parts';
import type { BackupProblem } from './front-page-types';

const lastGood = (lastAt: number | null) =>
  lastAt === null ? 'No backup has been made yet.' : `The last good backup was made ${when(lastAt)}.`;

/**
 * A failed or late backup: what happened and what to do, in her words. Only whoever runs the
 * server can mend it, so the step is to ask them; Health has the backups' state in full.
 */
export function BackupItem({ backup }: { backup: BackupProblem }) {
  const action = { to: '/health', text: 'See the backups in Health' };
  if (backup.kind === 'failed')
    return (
      <Item id="home-backup" title="The latest backup failed" tone="problem" action={action}>
        <p>
          The site copies its data every day, so nothing is lost if the server&apos;s disk fails. The copy made{' '}
          {when(backup.at)} did not complete: {backup.reason}. {lastGood(backup.lastAt)}
        </p>
        <p>
          Ask whoever runs the server to look at it. The site tries again every hour, and this goes away once a backup
          works.
        </p>
      </Item>
    );
  return (
    <Item id="home-backup" title="Backups are late" tone="problem" action={action}>
      <p>
        The site copies its data every day, so nothing is lost if the server&apos;s disk fails.{' '}
        {lastGood(backup.lastAt)}
      </p>
      <p>Ask whoever runs the server to check that the site is running and its backups are switched on.</p>
    </Item>
  );
}
