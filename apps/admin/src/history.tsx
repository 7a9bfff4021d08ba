import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type VersionSummary } from './api';
import { announce, loadPublished, publishedWords } from './editor-publish/publish-store';

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Published versions, newest first, with who and when; any of them can be published again after a confirmation. */
export function History({ csrfToken, current }: { csrfToken: string; current: number | null }) {
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: ['versions'], queryFn: api.versions });
  const rollback = useMutation({
    mutationFn: (id: number) => api.rollback(id, csrfToken),
    onSuccess: async (answer, id) => {
      if (!answer.ok) return;
      await loadPublished(queryClient, null);
      announce({ tone: 'success', text: publishedWords(answer, id) });
    },
    onError: (error) => announce({ tone: 'error', text: error.message }),
  });
  const restore = (version: VersionSummary) => {
    // A rollback replaces what every visitor sees, and the draft in this editor: confirm first.
    if (window.confirm(`Publish version ${version.id} again for every visitor? Unpublished changes in the editor are replaced.`)) rollback.mutate(version.id);
  };
  // The server lists them newest first.
  const list = versions.data?.versions ?? [];
  return (
    // The History section's heading names it (the editor's frame draws it).
    <div className="mt-4">
      {versions.isPending && <p>Loading the history…</p>}
      {list.length === 0 && versions.isSuccess && <p className="mt-2">Nothing has been published from the editor yet; visitors see the site as built.</p>}
      {list.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Published versions, newest first</caption>
            <thead>
              <tr className="border-b border-stone-400 dark:border-stone-500">
                <th scope="col" className="py-2 pr-3">Version</th>
                <th scope="col" className="py-2 pr-3">Published</th>
                <th scope="col" className="py-2 pr-3">By</th>
                <th scope="col" className="py-2"><span className="sr-only">Action</span></th>
              </tr>
            </thead>
            <tbody>
              {list.map((version) => (
                <tr key={version.id} className="border-b border-stone-200 dark:border-stone-700">
                  <td className="py-2 pr-3">
                    {version.id}
                    {version.restoredFrom !== null && <span className="text-stone-600 dark:text-stone-300"> (copy of {version.restoredFrom})</span>}
                    {version.id === current && <strong className="ml-2 text-emerald-900 dark:text-emerald-200">live</strong>}
                  </td>
                  <td className="py-2 pr-3">{when(version.publishedAt)}</td>
                  <td className="py-2 pr-3 break-all">{version.publishedBy}</td>
                  <td className="py-2">
                    {version.id !== current && (
                      <button
                        type="button"
                        className="rounded border border-stone-600 dark:border-stone-400 px-2.5 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400"
                        disabled={rollback.isPending}
                        onClick={() => restore(version)}
                      >
                        Restore version {version.id}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
