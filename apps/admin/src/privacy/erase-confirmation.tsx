import { useEffect, useRef } from 'react';
import { describePreview } from './privacy-api';
import type { ErasurePreview } from './privacy-types';

const button =
  'inline-flex min-h-11 items-center rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-0';

/**
 * The confirmation before an erasure, in the page (not an overlay): it names the address and what
 * will be deleted, takes the focus when it opens, and gives it back to the caller when cancelled.
 */
export function EraseConfirmation({
  address,
  preview,
  busy,
  onErase,
  onCancel,
}: {
  address: string;
  preview: ErasurePreview;
  busy: boolean;
  onErase: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="mt-3 rounded border-2 border-red-700 bg-red-50 p-4 dark:border-red-400 dark:bg-stone-900"
      role="group"
      aria-labelledby="erase-confirm-title"
    >
      <h4 id="erase-confirm-title" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        Erase everything we hold about <span className="[overflow-wrap:anywhere]">{address}</span>?
      </h4>
      <p className="mt-2 text-sm">This deletes, for good:</p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        {describePreview(preview).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Omnisend is told to unsubscribe the contact; deleting it there is one step you take afterwards.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={`${button} bg-red-800 text-white`} disabled={busy} onClick={onErase}>
          {busy ? 'Erasing…' : 'Erase for good'}
        </button>
        <button
          type="button"
          className={`${button} border border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
          disabled={busy}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
