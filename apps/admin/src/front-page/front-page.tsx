import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AccountSection } from '../account/account-section';
import { when } from '../desk/desk-api';
import { HealthLines } from '../desk/health-lines';
import { SectionHeading } from '../shell/section-heading';
import { BackupItem } from './backup-item';
import { frontPageApi, useFrontPage } from './front-page-api';
import { Item } from './front-page-parts';
import { counted, day, dueWords, requestWords } from './front-page-words';
import type { FrontPageView } from './front-page-types';

/** Whether anything on the page needs her. */
const anything = (view: FrontPageView) =>
  view.messages.count > 0 ||
  view.requests.length > 0 ||
  view.steps.length > 0 ||
  view.delivery.length > 0 ||
  !view.email.configured ||
  Boolean(view.email.paused) ||
  view.backup !== null;

/**
 * `/admin`, the owner's first page: what needs her now, each with what to do. Messages not
 * handled, privacy requests with the date the law gives, steps only she can take (kept until she
 * ticks them), leads not delivered, delivery or email problems and a failed or late backup. Then
 * her account.
 */
export function FrontPage({ csrfToken }: { csrfToken: string }) {
  const view = useFrontPage();
  const queryClient = useQueryClient();
  const done = useMutation({
    mutationFn: (key: string) => frontPageApi.stepDone(key, csrfToken),
    onSuccess: async () => {
      toast.success('Ticked done.');
      await queryClient.invalidateQueries({ queryKey: ['front-page'] });
    },
    onError: (error) => toast.error(error.message),
  });
  const data = view.data;
  return (
    <section aria-labelledby="home-title">
      <SectionHeading id="home-title">Home</SectionHeading>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">What needs you now, and what to do about each.</p>
      {view.isPending && <p className="mt-4">Loading what needs you…</p>}
      {view.isError && (
        <p role="alert" className="mt-4">
          This page could not be loaded: {view.error.message}
        </p>
      )}
      {data && !anything(data) && <p className="mt-4 font-medium">Nothing needs you right now.</p>}
      {data && (
        <div className="mt-4 grid gap-4">
          {data.messages.count > 0 && (
            <Item
              id="home-messages"
              title={`${counted(data.messages.count, 'message', data.messages.more)} waiting for an answer`}
              action={{ to: '/leads?handled=no', text: 'Answer them in Leads' }}
            >
              <ul className="space-y-1">
                {data.messages.newest.map((message) => (
                  <li key={message.id}>
                    <strong>{message.name ?? message.email ?? 'Someone'}</strong> · {message.form} ·{' '}
                    {when(message.receivedAt)}
                  </li>
                ))}
              </ul>
              <p>Once you have answered one, mark it handled there.</p>
            </Item>
          )}
          {data.requests.length > 0 && (
            <Item
              id="home-requests"
              title={`${counted(data.requests.length, 'privacy request')} to answer`}
              tone={data.requests.some((request) => request.daysLeft < 7) ? 'problem' : 'plain'}
              action={{ to: '/privacy', text: 'Answer them in Privacy' }}
            >
              <p>The law gives you one month from the day the person confirmed their request.</p>
              <ul className="space-y-1">
                {data.requests.map((request) => (
                  <li key={request.id}>
                    <strong>{requestWords(request)}.</strong> {dueWords(request)}
                  </li>
                ))}
              </ul>
            </Item>
          )}
          {data.steps.length > 0 && (
            <Item id="home-steps" title={counted(data.steps.length, 'step') + ' only you can take'}>
              <ul className="space-y-3">
                {data.steps.map((step) => (
                  <li key={step.key} className="flex flex-wrap items-start gap-3">
                    <input
                      id={`step-${step.key}`}
                      type="checkbox"
                      className="mt-0.5 size-6 accent-emerald-800 sm:size-5"
                      aria-describedby={`step-text-${step.key}`}
                      disabled={done.isPending}
                      onChange={(event) => event.target.checked && done.mutate(step.key)}
                    />
                    <div className="min-w-0 flex-1">
                      <label htmlFor={`step-${step.key}`} className="font-medium">
                        Done: the contact erased on {day(step.at)} is deleted in Omnisend
                      </label>
                      <p id={`step-text-${step.key}`} className="text-stone-700 dark:text-stone-300">
                        {step.text}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </Item>
          )}
          {data.delivery.length > 0 && (
            <Item
              id="home-delivery"
              title="Leads are not reaching Omnisend"
              tone={data.delivery.some((line) => line.level === 'problem') ? 'problem' : 'plain'}
            >
              <HealthLines lines={data.delivery} />
            </Item>
          )}
          {(!data.email.configured || data.email.paused) && <EmailItem email={data.email} />}
          {data.backup && <BackupItem backup={data.backup} />}
        </div>
      )}
      <p className="mt-6 text-sm">
        Not sure how to do something?{' '}
        <a className="font-medium text-emerald-900 underline underline-offset-4 dark:text-emerald-200" href="/docs">
          Read the help for site owners
        </a>
        .
      </p>
      <AccountSection csrfToken={csrfToken} />
    </section>
  );
}

/** The reason as the start of a sentence: the server words it to follow "Email is paused: ". */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function EmailItem({ email }: { email: FrontPageView['email'] }) {
  if (!email.configured) {
    return (
      <Item id="home-email" title="Email is not set up">
        <p>
          The site cannot email you about new messages or privacy requests, or answer the people who make them.
          Everything else works, and this page still lists them.
        </p>
        <p>
          To set it up, whoever runs the server sets <code>SMTP_URL</code> (your mail server, with its user name and
          password) and <code>MAIL_FROM</code> (the address the emails come from), then restarts it.
        </p>
      </Item>
    );
  }
  return (
    <Item id="home-email" title="Sending email is paused" tone="problem">
      <p>
        {sentence(email.paused ?? '')}. {counted(email.waiting, 'email')} waiting; none is lost, and they go out once
        the mail server accepts them again.
      </p>
    </Item>
  );
}
