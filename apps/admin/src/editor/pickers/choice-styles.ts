/** A picker's choice: a 44 px label showing focus and the checked state of the radio inside it. */
export const choiceClass =
  'relative flex min-h-11 cursor-pointer items-center gap-2 rounded border border-stone-400 bg-white px-3 py-1.5 has-[:checked]:border-2 has-[:checked]:border-emerald-800 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-700 dark:border-stone-500 dark:bg-stone-900 dark:has-[:checked]:border-emerald-300 dark:has-[:focus-visible]:ring-emerald-400';

/**
 * The radio itself, transparent over its whole label: the label's look shows its state, and a
 * click anywhere on the choice lands on the radio.
 */
export const choiceInput = 'absolute inset-0 m-0 cursor-pointer appearance-none opacity-0';
