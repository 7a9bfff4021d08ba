import { Link } from 'react-router-dom';
import { diffContent } from '../diff/content-diff';
import { useVersion } from './use-version';
import { versionName } from './version-words';

const linkClass = 'inline-flex min-h-11 items-center text-emerald-900 dark:text-emerald-200 underline';

/** Two versions side by side: every field that differs, section › field, the older version's value beside the newer one's. */
export function VersionCompare({ from, to, current }: { from: number; to: number; current: number | null }) {
  const older = useVersion(from);
  const newer = useVersion(to);
  const failed = older.error ?? newer.error;
  if (failed) return <p role="alert">The versions could not be loaded: {failed.message}</p>;
  if (!older.data || !newer.data)
    return (
      <p>
        Loading versions {from} and {to}…
      </p>
    );
  const changes = diffContent(older.data.content, newer.data.content);
  const caption = `${versionName(older.data, current)} compared with ${versionName(newer.data, current)}`;
  return (
    <section aria-labelledby="compare-title" className="mt-4">
      <Link className={linkClass} to="/content/history">
        Back to the history
      </Link>
      <h3 id="compare-title" className="mt-2 text-lg font-semibold">
        {caption}
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2">The two versions hold the same content.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {changes.length === 1 ? 'One field differs.' : `${changes.length} fields differ.`}
          </p>
          <table className="mt-3 w-full table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">{caption}: the fields that differ</caption>
            <thead>
              <tr className="border-b border-stone-400 dark:border-stone-500">
                <th scope="col" className="w-1/3 py-2 pr-3">
                  Field
                </th>
                <th scope="col" className="py-2 pr-3">
                  Version {from}
                </th>
                <th scope="col" className="py-2">
                  Version {to}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, index) => (
                <tr
                  key={`${index}|${change.path}`}
                  className="border-b border-stone-200 dark:border-stone-700 align-top"
                >
                  <th scope="row" className="py-2 pr-3 font-semibold break-words">
                    {change.where}
                  </th>
                  <td className="py-2 pr-3 break-words">{change.before}</td>
                  <td className="py-2 break-words">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
