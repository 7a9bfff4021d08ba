import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { when } from '../desk/desk-api';
import { SectionHeading } from '../shell/section-heading';
import { EmailChoiceSettings } from './email-choice';
import { settingsApi } from './settings-api';

const control =
  'mt-1 block min-h-11 w-full rounded border border-stone-500 bg-white px-3 py-2 dark:border-stone-400 dark:bg-stone-900 sm:min-h-0';
const primary =
  'inline-flex min-h-11 items-center rounded bg-emerald-800 px-4 py-2 font-medium text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 disabled:opacity-60 sm:min-h-0 dark:bg-emerald-300 dark:text-stone-950 dark:focus-visible:ring-emerald-400';
const secondary =
  'inline-flex min-h-11 items-center rounded border border-stone-500 bg-white px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 disabled:opacity-60 sm:min-h-0 dark:border-stone-400 dark:bg-stone-900 dark:focus-visible:ring-emerald-400';

/**
 * The owner's settings: what email they get about the site, and where new contact messages and join applications are sent (a webhook, as
 * Slack and many chat and automation tools take them), with a test message to check it. The
 * address is never shown again once saved (it may hold a secret token): only its host.
 */
export default function SettingsSection({ csrfToken }: { csrfToken: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ['desk-settings'], queryFn: settingsApi.get });
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [testOutcome, setTestOutcome] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const helpId = useId();
  const saved = (view: Awaited<ReturnType<typeof settingsApi.get>>) => {
    queryClient.setQueryData(['desk-settings'], view);
    void queryClient.invalidateQueries({ queryKey: ['desk-activity'] });
  };
  const save = useMutation({
    mutationFn: (value: string) => settingsApi.setWebhook(value, csrfToken),
    onSuccess: (view) => {
      saved(view);
      setUrl('');
      setProblem(null);
      setTestOutcome(null);
      toast.success(`Notifications will go to ${view.webhook?.host ?? 'the new address'}.`);
    },
    onError: (error) => {
      setProblem(error.message);
      field.current?.focus();
    },
  });
  const remove = useMutation({
    mutationFn: () => settingsApi.removeWebhook(csrfToken),
    onSuccess: (view) => {
      saved(view);
      setTestOutcome(null);
      toast.success('Notifications are off.');
    },
    onError: (error) => toast.error(error.message),
  });
  const test = useMutation({
    mutationFn: () => settingsApi.testWebhook(csrfToken),
    onSuccess: (result) =>
      setTestOutcome(
        result.ok
          ? `The test message was delivered (the receiver answered ${result.status}).`
          : 'The test message could not be delivered. Check the address, and that the service behind it is up.',
      ),
    onError: (error) => setTestOutcome(`The test message could not be sent: ${error.message}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url);
  };
  const webhook = settings.data?.webhook ?? null;
  return (
    <section aria-labelledby="settings-title">
      <SectionHeading id="settings-title">Settings</SectionHeading>
      {settings.isSuccess && <EmailChoiceSettings view={settings.data} csrfToken={csrfToken} />}
      <section aria-labelledby="notifications-title" className="mt-6 max-w-2xl">
        <h3 id="notifications-title" className="text-xl font-semibold">
          Notifications
        </h3>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          Each new contact message and join application can be sent to a webhook: a Slack incoming webhook, or any
          address that takes JSON <code>{'{ "text": … }'}</code>. If the receiver is down, the message waits and is sent
          again later; leads reach Omnisend either way.
        </p>
        {settings.isPending && <p className="mt-3">Loading the settings…</p>}
        {settings.isError && (
          <p role="alert" className="mt-3">
            The settings could not be loaded: {settings.error.message}
          </p>
        )}
        {settings.isSuccess && (
          <p className="mt-3" aria-live="polite">
            {webhook ? (
              <>
                Notifications go to an address at <strong className="[overflow-wrap:anywhere]">{webhook.host}</strong>{' '}
                (set by {webhook.owner} on {when(webhook.at)}).
              </>
            ) : (
              'Notifications are off: no webhook is set.'
            )}
          </p>
        )}
        <form className="mt-4" onSubmit={submit} noValidate>
          <label className="block font-medium" htmlFor={`${helpId}-url`}>
            {webhook ? 'New webhook address' : 'Webhook address'}
          </label>
          <p id={helpId} className="text-sm text-stone-700 dark:text-stone-300">
            It starts with https://. It is kept on the server and not shown again, since it may hold a secret.
          </p>
          <input
            ref={field}
            id={`${helpId}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            className={control}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${helpId} ${problemId}` : helpId}
          />
          {problem && (
            <p id={problemId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
              {problem}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" className={primary} disabled={save.isPending}>
              Save the webhook
            </button>
            {webhook && (
              <>
                <button type="button" className={secondary} disabled={test.isPending} onClick={() => test.mutate()}>
                  Send a test message
                </button>
                <button type="button" className={secondary} disabled={remove.isPending} onClick={() => remove.mutate()}>
                  Turn notifications off
                </button>
              </>
            )}
          </div>
        </form>
        <p role="status" className="mt-3 text-sm">
          {test.isPending ? 'Sending a test message…' : testOutcome}
        </p>
      </section>
    </section>
  );
}
