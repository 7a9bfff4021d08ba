import type { MouseEvent } from 'react';

/** One entry of the {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  /** Id of the field the entry links to. */
  fieldId: string;
  /** The field's message, the link's text. */
  message: string;
}

/**
 * The list of problems at the top of a long form. Each entry links to its field;
 * following it moves focus there. Not a live region: the fields carry the announced errors.
 */
export function ErrorSummary({
  title,
  items,
}: {
  /** The summary's heading, e.g. "There is a problem". */
  title: string;
  /** One link per field in error, in the form's order; none, the summary is not shown. */
  items: readonly ErrorSummaryItem[];
}) {
  if (items.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div
      className="rounded-control border-2 border-clay-600 bg-clay-tint/60 p-4 sm:col-span-2"
      aria-labelledby="join-error-summary-title"
    >
      <h3 id="join-error-summary-title" className="font-semibold text-clay-ink">
        {title}
      </h3>
      <ul className="mt-2 list-disc pl-5 text-clay-ink">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => focusField(event, item.fieldId)}
              className="underline underline-offset-4"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
