import { useQuery } from '@tanstack/react-query';
import { when } from '../desk/desk-api';
import { healthApi, type BackupStatus } from './health-api';

const size = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** What the owner reads of the backups: one sentence, and a warning when they need her. */
function backupWords(status: BackupStatus): { text: string; needsYou: boolean } {
  if (status.kind === 'postgres')
    return { text: 'The database is backed up by your hosting, not by the site itself.', needsYou: false };
  const last = status.last
    ? `The last backup was made ${when(status.last.at)} (${size(status.last.bytes)}).`
    : 'No backup has been made yet.';
  if (status.failed)
    return {
      text: `${last} The latest backup failed (${status.failed.reason}): ask whoever runs the server to look at it.`,
      needsYou: true,
    };
  if (status.late)
    return {
      text: `${last} A backup is made every day, so this is late: ask whoever runs the server to look at it.`,
      needsYou: true,
    };
  return { text: `${last} A backup is made every day.`, needsYou: false };
}

/** The Health section's line about backups: when the last one was made, and whether one failed or is late. */
export function BackupStatusLine() {
  const status = useQuery({ queryKey: ['backups'], queryFn: () => healthApi.backups() });
  if (status.isPending) return <p className="mt-2">Loading the backups&apos; state…</p>;
  if (status.isError)
    return <p className="mt-2">The backups&apos; state could not be loaded: {status.error.message}</p>;
  const { text, needsYou } = backupWords(status.data);
  return needsYou ? (
    <p role="alert" className="mt-2 font-medium text-red-800 dark:text-red-300">
      {text}
    </p>
  ) : (
    <p className="mt-2">{text}</p>
  );
}
