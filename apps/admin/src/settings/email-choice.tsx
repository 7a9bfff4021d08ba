import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { settingsApi, type EmailChoice, type OwnerSettingsView } from './settings-api';
import { SummaryHour } from './summary-hour';

const CHOICES: { value: EmailChoice; label: string; help: string }[] = [
  {
    value: 'each',
    label: 'An email for each one',
    help: 'Each message, join application and privacy request as it arrives, reminders before a request is due, and any problem.',
  },
  {
    value: 'daily',
    label: 'One summary a day',
    help: 'Everything new, the open privacy requests with their due dates, and any problem, in one email each morning.',
  },
  { value: 'off', label: 'No email', help: 'You see everything here when you sign in.' },
];

/** Where email stands, in plain words: what the owner sees and what to do. */
function emailState(status: OwnerSettingsView['email']['status']): string {
  const waiting =
    status.waiting > 0 ? ` ${status.waiting} ${status.waiting === 1 ? 'email is' : 'emails are'} waiting.` : '';
  if (!status.configured) {
    return `Email is not set up yet, so nothing is sent.${waiting} Ask whoever runs your site to connect your mail account (the server settings SMTP_URL and MAIL_FROM).`;
  }
  if (status.paused)
    return `Email is paused: ${status.paused}. Emails wait and go out once it works again; check the mail account's password.${waiting}`;
  return `Email is working.${waiting}`;
}

/**
 * The signed-in owner's own choice of email about the site: each event, one summary a day, or
 * none. Saved as soon as it is picked; each owner chooses for themselves.
 */
export function EmailChoiceSettings({ view, csrfToken }: { view: OwnerSettingsView; csrfToken: string }) {
  const queryClient = useQueryClient();
  const name = useId();
  const save = useMutation({
    mutationFn: (choice: EmailChoice) => settingsApi.setEmail(choice, csrfToken),
    onSuccess: (next) => {
      queryClient.setQueryData(['desk-settings'], next);
      void queryClient.invalidateQueries({ queryKey: ['desk-activity'] });
      toast.success('Your email choice is saved.');
    },
    onError: (error) => toast.error(`Your choice was not saved: ${error.message}`),
  });
  const chosen = save.isPending && save.variables ? save.variables : view.email.choice;
  return (
    <section aria-labelledby={`${name}-title`} className="mt-6 max-w-2xl">
      <h3 id={`${name}-title`} className="text-xl font-semibold">
        Email
      </h3>
      <p className="mt-1" role="status">
        {emailState(view.email.status)}
      </p>
      <fieldset className="mt-4">
        <legend className="font-medium">What should reach your inbox?</legend>
        {CHOICES.map((choice) => (
          <div key={choice.value} className="mt-3 flex gap-3">
            <input
              type="radio"
              id={`${name}-${choice.value}`}
              name={name}
              className="mt-1 size-5 shrink-0 accent-emerald-800 dark:accent-emerald-300"
              checked={chosen === choice.value}
              disabled={save.isPending}
              onChange={() => save.mutate(choice.value)}
              aria-describedby={`${name}-${choice.value}-help`}
            />
            <div>
              <label htmlFor={`${name}-${choice.value}`} className="font-medium">
                {choice.label}
              </label>
              <p id={`${name}-${choice.value}-help`} className="text-sm text-stone-700 dark:text-stone-300">
                {choice.help}
              </p>
            </div>
          </div>
        ))}
        {chosen === 'daily' && <SummaryHour view={view} csrfToken={csrfToken} />}
      </fieldset>
    </section>
  );
}
