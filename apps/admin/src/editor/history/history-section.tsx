import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, type VersionSummary } from '../../api';
import { RestoreDialog } from './restore-dialog';
import { VersionCompare } from './version-compare';
import { VersionView } from './version-view';
import { when } from './version-words';
import { announce, loadPublished } from '../publish/publish-store';
import { publishedWords } from '../publish/published-words';

/** The History section's place in the app, where a restore's result is said. */
const HISTORY = '/content/history';

const control =
  'min-h-11 rounded border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900 px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400';

/** A version number from the URL, or undefined. */
const versionParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * Published versions, newest first, with who and when. Each opens read-only (`?view=3`), any two
 * are compared field by field (`?from=1&to=3`), and any earlier one is published again after a
 * confirmation, with progress while the pages re-render. The views have their own URLs, so Back
 * returns to the list.
 */
export function History({ csrfToken, current }: { csrfToken: string; current: number | null }) {
  const [params] = useSearchParams();
  const view = versionParam(params.get('view'));
  const from = versionParam(params.get('from'));
  const to = versionParam(params.get('to'));
  if (view !== undefined) return <VersionView id={view} current={current} />;
  if (from !== undefined && to !== undefined) return <VersionCompare from={from} to={to} current={current} />;
  return <VersionList csrfToken={csrfToken} current={current} />;
}

/** Two versions to compare: the newest two to begin with. */
function CompareForm({ list }: { list: VersionSummary[] }) {
  const navigate = useNavigate();
  const [older, setOlder] = useState(String(list[1]?.id ?? ''));
  const [newer, setNewer] = useState(String(list[0]?.id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/content/history?from=${older}&to=${newer}`);
  };
  const options = list.map((version) => (
    <option key={version.id} value={version.id}>
      Version {version.id}
    </option>
  ));
  return (
    <form onSubmit={submit} aria-labelledby="compare-heading" className="mt-3 flex flex-wrap items-end gap-2">
      <h3 id="compare-heading" className="basis-full font-semibold">
        Compare two versions
      </h3>
      <label className="flex flex-col text-sm">
        From
        <select className={control} value={older} onChange={(event) => setOlder(event.target.value)}>
          {options}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        To
        <select className={control} value={newer} onChange={(event) => setNewer(event.target.value)}>
          {options}
        </select>
      </label>
      <button type="submit" className={`${control} font-medium`}>
        Compare
      </button>
    </form>
  );
}

function VersionList({ csrfToken, current }: { csrfToken: string; current: number | null }) {
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: ['versions'], queryFn: api.versions });
  const rollback = useMutation({
    mutationFn: (id: number) => api.rollback(id, csrfToken),
    onSuccess: async (answer, id) => {
      if (!answer.ok) return;
      await loadPublished(queryClient, null);
      announce({ tone: 'success', text: publishedWords(answer, id), section: HISTORY });
    },
    onError: (error) => announce({ tone: 'error', text: error.message, section: HISTORY }),
  });
  // A rollback replaces what every visitor sees, and the draft in this editor: it asks first.
  const [asking, setAsking] = useState<number | null>(null);
  // The server lists them newest first.
  const list = versions.data?.versions ?? [];
  return (
    // The History section's heading names it (the editor's frame draws it).
    <div className="mt-4">
      {versions.isPending && <p>Loading the history…</p>}
      {list.length === 0 && versions.isSuccess && (
        <p className="mt-2">
          Nothing has been published from the editor yet; visitors see the site as it was first set up.
        </p>
      )}
      {rollback.isPending && (
        <div role="status" className="mt-3 rounded border border-stone-400 dark:border-stone-600 p-3">
          <p>Restoring version {rollback.variables}: the server is re-rendering every page…</p>
          <progress
            className="mt-2 h-2 w-full accent-emerald-700"
            aria-label={`Restoring version ${rollback.variables}`}
          />
        </div>
      )}
      <RestoreDialog
        version={asking}
        current={current}
        onCancel={() => setAsking(null)}
        onConfirm={(id) => {
          setAsking(null);
          rollback.mutate(id);
        }}
      />
      {list.length > 1 && <CompareForm list={list} />}
      {list.length > 0 && (
        <table className="mt-4 w-full border-collapse text-left">
          <caption className="sr-only">Published versions, newest first</caption>
          <thead>
            <tr className="border-b border-stone-400 dark:border-stone-500">
              <th scope="col" className="py-2 pr-3">
                Version
              </th>
              <th scope="col" className="py-2">
                Published
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((version) => (
              <tr key={version.id} className="border-b border-stone-200 dark:border-stone-700 align-top">
                {/* The actions sit under the version's number, so the date and the email get the rest of a phone's width. */}
                <td className="py-2 pr-3">
                  {version.id}
                  {version.restoredFrom !== null && (
                    <span className="text-stone-600 dark:text-stone-300"> (copy of {version.restoredFrom})</span>
                  )}
                  {version.id === current && (
                    <strong className="ml-2 text-emerald-900 dark:text-emerald-200">live</strong>
                  )}
                  <div className="mt-1 flex flex-wrap gap-1">
                    <Link className={`${control} inline-flex items-center`} to={`/content/history?view=${version.id}`}>
                      View<span className="sr-only"> version {version.id}</span>
                    </Link>
                    {version.id !== current && (
                      <button
                        type="button"
                        className={control}
                        disabled={rollback.isPending}
                        onClick={() => setAsking(version.id)}
                      >
                        Restore<span className="sr-only"> version {version.id}</span>
                      </button>
                    )}
                  </div>
                </td>
                {/* The email on a line of its own: it wraps whole rather than breaking mid-word on a phone. */}
                <td className="py-2">
                  <span className="block">{when(version.publishedAt)}</span>
                  <span className="block text-sm text-stone-700 dark:text-stone-300">by {version.publishedBy}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
