import { useModalDialog } from '../../shell/use-modal-dialog';
import { ChangeList } from '../diff/change-list';
import { diffContent } from '../diff/content-diff';
import { useVersion } from './use-version';

const button =
  'min-h-11 rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 disabled:opacity-60';

/**
 * "Restore version N?": what every visitor will see change, field by field, live → restored, the
 * way Publish asks, because a restore is a publish. A modal `<dialog>`: the browser keeps the focus
 * inside and gives it back to the Restore button when it closes; Escape cancels.
 */
export function RestoreDialog({
  version,
  current,
  onCancel,
  onConfirm,
}: {
  /** The version to restore; null: the dialog is closed. */
  version: number | null;
  /** The version live now, compared against; null when none is known. */
  current: number | null;
  onCancel: () => void;
  onConfirm: (version: number) => void;
}) {
  const restored = useVersion(version ?? 0, version !== null);
  const live = useVersion(current ?? 0, version !== null && current !== null);
  const open = version !== null;
  const dialog = useModalDialog(open);

  const failed = restored.error ?? (current === null ? null : live.error);
  const loaded = restored.data && (current === null || live.data);
  const changes = loaded && current !== null ? diffContent(live.data!.content, restored.data!.content) : [];
  return (
    <dialog
      ref={dialog}
      aria-labelledby="restore-title"
      aria-describedby="restore-summary"
      className="m-auto w-[min(40rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-lg border border-stone-400 dark:border-stone-600 bg-white dark:bg-stone-900 p-5 text-stone-900 dark:text-stone-100 backdrop:bg-stone-950/50"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id="restore-title" className="text-xl font-semibold">
            Restore version {version}?
          </h2>
          <p id="restore-summary" className="mt-2">
            {failed
              ? `The versions could not be loaded: ${failed.message}`
              : !loaded
                ? `Loading version ${version}…`
                : current === null
                  ? `Version ${version} will be live for every visitor.`
                  : changes.length === 0
                    ? `Version ${version} holds the same content as version ${current}, which is live now.`
                    : `${changes.length === 1 ? 'One change' : `${changes.length} changes`} will be live for every visitor, replacing version ${current}.`}{' '}
            Unpublished changes in the editor are replaced.
          </p>
          {changes.length > 0 && <ChangeList changes={changes} label="What changes" />}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={`${button} border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900`}
              onClick={onCancel}
            >
              Cancel
            </button>
            <button
              type="button"
              className={`${button} bg-emerald-800 text-white`}
              disabled={!loaded}
              onClick={() => onConfirm(version!)}
            >
              Restore now
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
