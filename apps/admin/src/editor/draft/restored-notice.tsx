import type { Restored } from './kept-draft';

/** Says that a reload brought unpublished changes back (and whether someone published since), with a way to drop them. */
export function RestoredNotice({ restored, onDiscard }: { restored: Restored; onDiscard: () => void }) {
  return (
    <section
      aria-labelledby="restored-title"
      className="mt-6 rounded border border-amber-700 dark:border-amber-500 bg-amber-50 dark:bg-amber-950 p-4"
    >
      <h2 id="restored-title" className="font-semibold">
        Unpublished changes restored
      </h2>
      <p className="mt-1 text-sm">
        This browser kept the changes you had not published yet.
        {restored.publishedSince !== null &&
          ` Since you started them, version ${restored.publishedSince} was published; publishing your changes replaces it.`}
      </p>
      <button
        type="button"
        className="mt-3 rounded border border-stone-600 dark:border-stone-400 bg-white dark:bg-stone-900 px-4 py-1 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 focus-visible:ring-offset-2"
        onClick={onDiscard}
      >
        Discard changes
      </button>
    </section>
  );
}
