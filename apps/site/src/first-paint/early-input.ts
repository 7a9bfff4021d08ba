/**
 * Input made after the first paint on a control React has not hydrated yet would be lost. The
 * boot script (boot-script.ts) records it, from before hydration and, for lazily hydrated parts
 * (a home section, a page body, the footer), after it too. Once the page has hydrated, the root
 * layout takes the record, and each event is replayed exactly once, in the order it was made, as
 * soon as its control has hydrated (early-input-replay.lazy.ts). The replaying code is fetched
 * only when there is something to replay: most loads have nothing.
 */
export type BootScript = HTMLScriptElement & {
  takeEarlyInput?: () => Event[];
  endEarlyKeys?: () => void;
  onEarlyInput?: () => void;
};

let taken = false;

/**
 * Called once from the root layout's first effect: the page is interactive, and so are the
 * header's shortcuts (children's effects run first). Replays what was kept, once, and from then
 * on what the boot script keeps for parts that hydrate later.
 */
export function replayEarlyInput(): void {
  const script = document.querySelector<BootScript>('script[data-modules]');
  if (taken || !script?.takeEarlyInput) return; // StrictMode runs the layout's effect twice in development
  taken = true;
  const queue = script.takeEarlyInput();
  const replay = () => {
    // If its code is gone (a deploy), the input is lost as it was before this existed.
    // Once everything kept has been replayed, keystrokes go to the page's own listeners.
    if (queue.length)
      import('./early-input-replay.lazy')
        .then((m) => m.replayQueue(queue, () => script.endEarlyKeys?.()))
        // Nothing will replay them: keystrokes go to the page's own listeners again.
        .catch(() => script.endEarlyKeys?.());
  };
  script.onEarlyInput = replay;
  replay();
}

/** Forgets that the record was taken (tests). */
export function resetEarlyInput(): void {
  taken = false;
}
