import type { ContentChange } from './content-diff';

/**
 * Changes as a list the owner reads: where (section › field), then the old value → the new one.
 * Long texts wrap rather than widen a phone's screen.
 */
export function ChangeList({ changes, label }: { changes: readonly ContentChange[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="mt-3 divide-y divide-stone-200 dark:divide-stone-700 border-y border-stone-200 dark:border-stone-700"
    >
      {changes.map((change, index) => (
        <li key={`${index}|${change.path}`} className="py-2 text-sm">
          <span className="font-semibold">{change.where}</span>
          <span className="mt-0.5 block break-words">
            <span className="text-stone-700 dark:text-stone-300">{change.before}</span>
            {' → '}
            <span className="font-medium text-emerald-900 dark:text-emerald-200">{change.after}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
