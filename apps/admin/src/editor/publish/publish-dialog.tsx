import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ChangeList } from '../diff/change-list';
import { cancelPublish, confirmPublish, usePublish } from './publish-store';
import { useModalDialog } from '../../shell/use-modal-dialog';

const button =
  'min-h-11 rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 disabled:opacity-60';

/**
 * "Publish these changes?": every change, field by field, old → new, then the publish's progress
 * while the server re-renders the pages. A modal `<dialog>`: the browser keeps the focus inside
 * and gives it back to the Publish button when it closes. Closing it while publishing only hides
 * it; the publish goes on and the editor's bar says when it is done.
 */
export function PublishDialog({ csrfToken, open, onClose }: { csrfToken: string; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { phase, changes, replaces } = usePublish();
  const publishing = phase === 'publishing';
  const dialog = useModalDialog(open && (phase === 'confirming' || publishing));

  const close = () => {
    if (!publishing) cancelPublish();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="publish-title"
      aria-describedby="publish-summary"
      className="m-auto w-[min(40rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-lg border border-stone-400 dark:border-stone-600 bg-white dark:bg-stone-900 p-5 text-stone-900 dark:text-stone-100 backdrop:bg-stone-950/50"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="publish-title" className="text-xl font-semibold">
        {publishing ? 'Publishing…' : 'Publish these changes?'}
      </h2>
      {publishing ? (
        <div className="mt-3">
          <p id="publish-summary">
            The server is saving the new version and re-rendering every page of the site. You can keep working; the bar
            says when it is done.
          </p>
          <progress className="mt-3 h-2 w-full accent-emerald-700" aria-label="Publishing" />
        </div>
      ) : (
        <>
          <p id="publish-summary" className="mt-2">
            {changes.length === 0
              ? 'Nothing differs from what visitors see now.'
              : `${changes.length === 1 ? 'One change' : `${changes.length} changes`} will be live for every visitor${replaces === null ? '' : `, replacing version ${replaces}`}.`}
          </p>
          {changes.length > 0 && <ChangeList changes={changes} label="What changes" />}
        </>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={`${button} border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900`}
          onClick={close}
        >
          {publishing ? 'Keep working' : 'Cancel'}
        </button>
        {!publishing && (
          <button
            type="button"
            className={`${button} bg-emerald-800 text-white`}
            disabled={changes.length === 0}
            onClick={() => void confirmPublish(csrfToken, queryClient, pathname)}
          >
            Publish now
          </button>
        )}
      </div>
    </dialog>
  );
}
