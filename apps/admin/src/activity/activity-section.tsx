import { useQuery } from '@tanstack/react-query';
import { deskApi, when, type AuditEntry } from '../desk/desk-api';
import { SectionHeading } from '../shell/section-heading';

const ACTIONS: Record<AuditEntry['action'], string> = {
  published: 'Published',
  'rolled-back': 'Rolled back',
  requeued: 'Requeued',
  exported: 'Exported',
  'marked-handled': 'Marked handled',
  'unmarked-handled': 'Marked not handled',
  corrected: 'Corrected a lead',
  deleted: 'Deleted a lead',
  'changed-setting': 'Changed a setting',
  'privacy-exported': 'Downloaded a person’s data',
  'privacy-erased': 'Erased a person’s data',
  'step-done': 'Ticked a step done',
  'setup-link': 'Made a setup link',
  'changed-password': 'Changed their password',
  'added-passkey': 'Added a passkey',
  'removed-passkey': 'Removed a passkey',
};

/** The activity trail: what each owner did and when, newest first (no lead's address in it). */
export function ActivitySection() {
  const activity = useQuery({ queryKey: ['desk-activity'], queryFn: deskApi.activity });
  const entries = activity.data?.entries ?? [];
  return (
    <section aria-labelledby="activity-title">
      <SectionHeading id="activity-title">Activity</SectionHeading>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Who published, rolled back, requeued, exported or marked a message handled, newest first.
      </p>
      {activity.isPending && <p className="mt-4">Loading the activity…</p>}
      {activity.isError && (
        <p role="alert" className="mt-4">
          The activity could not be loaded: {activity.error.message}
        </p>
      )}
      {activity.isSuccess && entries.length === 0 && <p className="mt-4">Nothing has been done from the desk yet.</p>}
      {entries.length > 0 && (
        <div
          className="mt-4 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400"
          tabIndex={0}
          role="region"
          aria-labelledby="activity-table-caption"
        >
          {/* A long detail can still be wider than a phone: the table then scrolls inside its box, by keyboard too. */}
          <table className="w-full border-collapse text-left text-sm">
            <caption id="activity-table-caption" className="sr-only">
              Owner actions, newest first
            </caption>
            <thead>
              <tr className="border-b border-stone-400 dark:border-stone-500">
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2">
                  Details
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-200 align-top dark:border-stone-800">
                  <td className="py-2 pr-3 whitespace-nowrap">{when(entry.at)}</td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere]">{entry.owner}</td>
                  <td className="py-2 pr-3">{ACTIONS[entry.action] ?? entry.action}</td>
                  <td className="py-2">{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
