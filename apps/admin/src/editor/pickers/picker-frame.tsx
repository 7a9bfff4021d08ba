import type { ReactNode } from 'react';

/**
 * A picker's frame: the group named by its legend (the target of an issue's link), the help, and
 * a warning when the stored value is one the site would replace. `children` are the choices.
 */
export function PickerFrame({
  id,
  label,
  help,
  warning,
  children,
}: {
  id: string;
  label: string;
  help?: string | undefined;
  warning?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="mt-4" aria-describedby={help ? `${id}-hint` : undefined}>
      <legend id={id} tabIndex={-1} className="font-medium">
        {label}
      </legend>
      {help && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
          {help}
        </p>
      )}
      {warning && <p className="mt-1 text-sm font-medium text-amber-900 dark:text-amber-200">{warning}</p>}
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}
