import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { accountApi, deviceName, type Passkey } from './account-api';
import { passkeyProblem } from './passkey-address';
import { useFreshAuth } from './reauth-dialog';

/** Runs an act again after the owner confirmed who they are, when the server asked for that. */
type WithFreshAuth = <T>(act: () => Promise<T>) => Promise<T>;

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const small =
  'rounded border border-stone-500 bg-white px-3 py-1.5 dark:border-stone-400 dark:bg-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 disabled:opacity-60';
const primary =
  'rounded bg-emerald-800 px-3 py-1.5 font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 disabled:opacity-60';
const field =
  'mt-1 w-full max-w-md rounded border border-stone-500 bg-white px-3 py-2 dark:border-stone-400 dark:bg-stone-900';

/** Passkeys: add (the browser asks for a fingerprint, face or PIN), rename, remove, require. */
function Passkeys({ csrfToken, withFreshAuth }: { csrfToken: string; withFreshAuth: WithFreshAuth }) {
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: ['passkeys'], queryFn: accountApi.passkeys });
  const [name, setName] = useState('');
  const done = (message: string) => async () => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ['passkeys'] });
    await queryClient.invalidateQueries({ queryKey: ['sessions'] });
  };
  const onError = (error: Error) => toast.error(passkeyProblem(error));
  const add = useMutation({
    mutationFn: () => withFreshAuth(() => accountApi.addPasskey(name.trim() || 'Passkey', csrfToken)),
    onSuccess: done('Passkey added.'),
    onError,
  });
  const rename = useMutation({
    mutationFn: (passkey: Passkey) => accountApi.renamePasskey(passkey.id, passkey.name, csrfToken),
    onSuccess: done('Passkey renamed.'),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => withFreshAuth(() => accountApi.removePasskey(id, csrfToken)),
    onSuccess: done('Passkey removed; your other sessions were signed out.'),
    onError,
  });
  // The box shows the owner's choice from the click until the server's answer is in the overview
  // again (or an error toast takes it back). Set in the click's own render: the mutation's pending
  // state arrives a microtask later, and a controlled box rendered before it snapped back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const require = useMutation({
    mutationFn: (on: boolean) => accountApi.requirePasskey(on, csrfToken),
    onSuccess: done('Saved.'),
    onError,
    onSettled: () => setChosen(null),
  });
  const passkeys = overview.data?.passkeys ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section aria-labelledby="passkeys-title" className="mt-6">
      <h3 id="passkeys-title" className="text-xl font-semibold">
        Passkeys
      </h3>
      <p className="mt-1 text-stone-700 dark:text-stone-300">
        A passkey signs you in with this device’s fingerprint, face or PIN: nothing to type, nothing to steal.
      </p>
      {passkeys.length === 0 && overview.isSuccess && <p className="mt-2">No passkeys yet.</p>}
      {passkeys.length > 0 && (
        <ul className="mt-3 space-y-3">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-end gap-2">
              <label className="block">
                <span className="block text-sm font-medium">Name</span>
                <input
                  className={field}
                  defaultValue={passkey.name}
                  maxLength={60}
                  onBlur={(event) =>
                    event.target.value.trim() !== passkey.name &&
                    rename.mutate({ ...passkey, name: event.target.value })
                  }
                />
              </label>
              <span className="text-sm text-stone-700 dark:text-stone-300">
                Added {when(passkey.createdAt)}
                {passkey.lastUsedAt !== null && `, last used ${when(passkey.lastUsedAt)}`}
              </span>
              <button
                type="button"
                className={small}
                onClick={() =>
                  window.confirm(`Remove the passkey “${passkey.name}”? Your other sessions are signed out.`) &&
                  remove.mutate(passkey.id)
                }
              >
                Remove <span className="sr-only">{passkey.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label className="block">
          <span className="block text-sm font-medium">Name of the new passkey</span>
          <input
            className={field}
            value={name}
            maxLength={60}
            placeholder="e.g. Work laptop"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <button type="submit" className={primary} disabled={add.isPending}>
          Add a passkey
        </button>
      </form>
      <div className="mt-4 flex items-center gap-2">
        <input
          id="require-passkey"
          type="checkbox"
          className="size-5 accent-emerald-800"
          checked={chosen ?? overview.data?.requirePasskey ?? false}
          disabled={!overview.isSuccess}
          onChange={(event) => {
            setChosen(event.target.checked);
            require.mutate(event.target.checked);
          }}
        />
        <label htmlFor="require-passkey">
          Require a passkey to sign in (password sign-in is then refused for this account)
        </label>
      </div>
    </section>
  );
}

/** Where the owner is signed in, with sign-out of one session or of all. */
function Sessions({ csrfToken }: { csrfToken: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['sessions'], queryFn: accountApi.sessions });
  const end = useMutation({
    mutationFn: (id: string) => accountApi.endSession(id, csrfToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
    onError: (error) => toast.error(error.message),
  });
  const endAll = useMutation({
    mutationFn: () => accountApi.endAllSessions(csrfToken),
    onSuccess: () => window.location.assign('/admin/sign-in'),
    onError: (error) => toast.error(error.message),
  });
  return (
    <section aria-labelledby="sessions-title" className="mt-8">
      <h3 id="sessions-title" className="text-xl font-semibold">
        Where you are signed in
      </h3>
      <ul className="mt-3 space-y-2">
        {(sessions.data?.sessions ?? []).map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{deviceName(session.userAgent)}</span>
            <span className="text-sm text-stone-700 dark:text-stone-300">
              from {session.ip ?? 'an unknown address'}, signed in {when(session.createdAt)} with a{' '}
              {session.method ?? 'password'}, last active {when(session.lastSeenAt)}
            </span>
            {session.current ? (
              <strong className="text-emerald-900 dark:text-emerald-200">this browser</strong>
            ) : (
              <button type="button" className={small} onClick={() => end.mutate(session.id)}>
                Sign out{' '}
                <span className="sr-only">
                  {deviceName(session.userAgent)} from {session.ip}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={`${small} mt-3`} onClick={() => endAll.mutate()}>
        Sign out everywhere
      </button>
    </section>
  );
}

/** A new password (the current one first); the owner's other sessions end. */
function PasswordChange({ csrfToken, withFreshAuth }: { csrfToken: string; withFreshAuth: WithFreshAuth }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: () => withFreshAuth(() => accountApi.changePassword(current, next, csrfToken)),
    onSuccess: () => {
      setProblem(undefined);
      setCurrent('');
      setNext('');
      toast.success('Password changed; your other sessions were signed out.');
    },
    onError: (error) => setProblem(error.message),
  });
  return (
    <section aria-labelledby="password-title" className="mt-8">
      <h3 id="password-title" className="text-xl font-semibold">
        Password
      </h3>
      <form
        className="mt-2"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate();
        }}
      >
        <label className="block">
          <span className="block text-sm font-medium">Current password (empty if you have none)</span>
          <input
            className={field}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </label>
        <label className="mt-3 block">
          <span className="block text-sm font-medium">New password</span>
          <input
            className={field}
            type="password"
            autoComplete="new-password"
            value={next}
            aria-describedby={problem ? 'password-problem' : undefined}
            onChange={(event) => setNext(event.target.value)}
          />
        </label>
        {problem && (
          <p id="password-problem" role="alert" className="mt-2 text-red-800 dark:text-red-300">
            {problem}
          </p>
        )}
        <button type="submit" className={`${primary} mt-3`} disabled={change.isPending}>
          Change password
        </button>
      </form>
    </section>
  );
}

/** A one-time setup link for another owner who forgot their password. */
function SetupLink({ csrfToken, withFreshAuth }: { csrfToken: string; withFreshAuth: WithFreshAuth }) {
  const [email, setEmail] = useState('');
  const issue = useMutation({
    mutationFn: () => withFreshAuth(() => accountApi.setupLink(email, csrfToken)),
    onError: (error) => toast.error(error.message),
  });
  return (
    <section aria-labelledby="setup-link-title" className="mt-8">
      <h3 id="setup-link-title" className="text-xl font-semibold">
        A setup link for another owner
      </h3>
      <p className="mt-1 text-stone-700 dark:text-stone-300">
        For an owner who forgot their password: the link works once, for a day, and lets them choose a passkey or a new
        password. For yourself, ask whoever runs the server.
      </p>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          issue.mutate();
        }}
      >
        <label className="block">
          <span className="block text-sm font-medium">Their email</span>
          <input className={field} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <button type="submit" className={small} disabled={issue.isPending}>
          Make a setup link
        </button>
      </form>
      {issue.data && (
        <p className="mt-2 break-all" role="status">
          {'link' in issue.data ? (
            <>
              Send this to {issue.data.email}: <code>{issue.data.link}</code>
            </>
          ) : (
            `The link was sent to ${issue.data.email} by mail.`
          )}
        </p>
      )}
    </section>
  );
}

/** The editor's Account section: passkeys, sessions, password, setup links. */
export function AccountSection({ csrfToken }: { csrfToken: string }) {
  const { withFreshAuth, dialog } = useFreshAuth(csrfToken);
  return (
    <section aria-labelledby="account-title" className="mt-10 scroll-mt-32">
      <h2 id="account-title" className="text-2xl font-semibold">
        Account
      </h2>
      <Passkeys csrfToken={csrfToken} withFreshAuth={withFreshAuth} />
      <Sessions csrfToken={csrfToken} />
      <PasswordChange csrfToken={csrfToken} withFreshAuth={withFreshAuth} />
      <SetupLink csrfToken={csrfToken} withFreshAuth={withFreshAuth} />
      {dialog}
    </section>
  );
}
