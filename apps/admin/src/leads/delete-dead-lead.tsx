import { useEffect, useId, useRef } from 'react';

const button =
  'min-h-11 rounded border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 disabled:opacity-60 sm:min-h-0 dark:focus-visible:ring-emerald-400';

/**
 * The question before a lead that could not be delivered is deleted for good: it may be the only
 * copy (Omnisend refused it), so the owner confirms. Opens with the focus on "Keep it", the
 * safe answer; Escape or "Keep it" closes it and the card puts the focus back on its button.
 */
export function DeleteDeadLead({ busy, confirm, close }: { busy: boolean; confirm: () => void; close: () => void }) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      className="mt-3 rounded border border-red-700 bg-red-50 p-3 dark:border-red-400 dark:bg-stone-950"
    >
      <p id={`${id}-question`} className="text-sm font-medium">
        Delete this lead for good? It was not delivered to Omnisend, so this may be the only copy of it. The activity
        trail notes the deletion.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${button} border-red-800 bg-red-800 text-white`}
          disabled={busy}
          onClick={confirm}
        >
          Delete for good
        </button>
        <button
          ref={keep}
          type="button"
          className={`${button} border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
          onClick={close}
        >
          Keep it
        </button>
      </div>
    </div>
  );
}
