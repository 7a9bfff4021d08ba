import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from '../shell/use-modal-dialog';
import { accountApi, ReauthenticationNeeded } from './account-api';
import { passkeyProblem } from './passkey-address';

const button =
  'min-h-11 rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 disabled:opacity-60';
const secondary = `${button} border border-stone-600 bg-white dark:border-stone-400 dark:bg-stone-900`;
const field = 'mt-1 w-full rounded border border-stone-500 bg-white px-3 py-2 dark:border-stone-400 dark:bg-stone-900';

/** What the owner's choice in the dialog comes to: go on, or leave it. */
type Waiting = { resolve: () => void; reject: (error: Error) => void };

/** The act was left when the owner closed the dialog. */
export const CANCELLED = 'Cancelled: nothing was changed.';

/**
 * "Confirm it is you": the password or a passkey, asked for when the server wants a fresh proof
 * before an act that could hand over the account. A modal `<dialog>`: the browser keeps the focus
 * inside and Escape cancels; {@link useFreshAuth} gives the focus back to the button that asked.
 */
function ReauthDialog({
  csrfToken,
  waiting,
  onDone,
}: {
  csrfToken: string;
  waiting: Waiting | null;
  onDone: (error?: Error) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The dialog opens on the password, empty: the owner types at once.
  const dialog = useModalDialog(waiting !== null, {
    focus: input,
    onOpen: () => {
      setPassword('');
      setProblem(undefined);
    },
  });

  const attempt = async (proof: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await proof();
      onDone();
    } catch (error) {
      setProblem(passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => accountApi.reauthenticate(password, csrfToken));
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="reauth-title"
      aria-describedby="reauth-why"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-stone-400 bg-white p-5 text-stone-900 backdrop:bg-stone-950/50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
      onCancel={(event) => {
        event.preventDefault();
        onDone(new Error(CANCELLED));
      }}
    >
      <h2 id="reauth-title" className="text-xl font-semibold">
        Confirm it is you
      </h2>
      <p id="reauth-why" className="mt-2">
        This change could hand your account to someone else, so it needs your password or a passkey, even though you are
        signed in.
      </p>
      <form className="mt-3" onSubmit={submit}>
        <label className="block">
          <span className="block text-sm font-medium">Your password</span>
          <input
            className={field}
            type="password"
            autoComplete="current-password"
            value={password}
            ref={input}
            aria-describedby={problem ? 'reauth-problem' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {problem && (
          <p id="reauth-problem" role="alert" className="mt-2 text-red-800 dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondary} onClick={() => onDone(new Error(CANCELLED))}>
            Cancel
          </button>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => void attempt(() => accountApi.reauthenticateWithPasskey(csrfToken))}
          >
            Use a passkey
          </button>
          <button type="submit" className={`${button} bg-emerald-800 text-white`} disabled={busy || password === ''}>
            Confirm
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * Focuses `element` once it can take the focus again: a button disabled while its act runs is
 * enabled by the render after the act settles, so this tries on the next frames, for a second at most.
 */
function focusWhenEnabled(element: HTMLElement | null) {
  if (!element || element === document.body) return;
  const nextFrame = (run: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16);
  let frames = 0;
  const attempt = () => {
    if (!element.isConnected) return;
    element.focus();
    if (document.activeElement !== element && (frames += 1) < 60) nextFrame(attempt);
  };
  nextFrame(attempt);
}

/**
 * `withFreshAuth(act)` runs `act`; when the server asks for a fresh proof, it opens the dialog and,
 * once the owner confirmed, runs `act` again (or fails with {@link CANCELLED}). Render `dialog`.
 */
export function useFreshAuth(csrfToken: string): {
  withFreshAuth: <T>(act: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const withFreshAuth = useCallback(async <T,>(act: () => Promise<T>): Promise<T> => {
    // Taken before the act: by the time the server asks, the button that started it is disabled
    // while it waits and has lost the focus, so the dialog alone would give it back to the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    try {
      return await act();
    } catch (error) {
      if (!(error instanceof ReauthenticationNeeded)) throw error;
      try {
        await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
        return await act();
      } finally {
        focusWhenEnabled(opener);
      }
    }
  }, []);
  const onDone = (error?: Error) => {
    if (error) waiting?.reject(error);
    else waiting?.resolve();
    setWaiting(null);
  };
  return { withFreshAuth, dialog: <ReauthDialog csrfToken={csrfToken} waiting={waiting} onDone={onDone} /> };
}
