import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { when } from '../desk/desk-api';
import { SectionHeading } from '../shell/section-heading';
import { EraseConfirmation } from './erase-confirmation';
import { privacyApi } from './privacy-api';
import type { ErasureOutcomeView, ErasurePreview, PrivacyRequestView } from './privacy-types';

const DAY_MS = 86_400_000;
const control =
  'mt-1 block min-h-11 w-full rounded border border-stone-500 bg-white px-3 py-2 dark:border-stone-400 dark:bg-stone-900 sm:min-h-0';
const button =
  'inline-flex min-h-11 items-center rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-0';
const quiet = `${button} border border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`;

/** The time left until the deadline, in whole days, in words. */
function countdown(deadline: number, now: number): string {
  const days = Math.ceil((deadline - now) / DAY_MS);
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'Due today';
  return `${-days} day${days === -1 ? '' : 's'} overdue`;
}

/** What an erasure did, and the step left in Omnisend. */
function ErasureDone({ outcome }: { outcome: ErasureOutcomeView }) {
  // The confirmation that had the focus is gone: the focus moves to what happened.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded border border-emerald-700 bg-emerald-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 dark:border-emerald-400 dark:bg-stone-900"
    >
      <p className="font-semibold">Erased.</p>
      <p className="mt-1 text-sm">
        Deleted {outcome.leads} form submission(s), {outcome.signups} confirmation record(s), {outcome.idempotencyKeys}{' '}
        sent-twice guard(s), {outcome.rateLimitKeys} too-many-tries counter(s) and {outcome.errorReports} error
        report(s). Omnisend is being told to unsubscribe the contact.
      </p>
      <p className="mt-2 text-sm">
        <strong>One step left, in Omnisend:</strong> {outcome.manualStep}
      </p>
      <p className="mt-2 text-sm">
        It stays on{' '}
        <Link className="font-medium text-emerald-900 underline dark:text-emerald-200" to="/">
          Home
        </Link>{' '}
        until you tick it done.
      </p>
    </div>
  );
}

type Pending = { key: string; address: string; preview: ErasurePreview; erase: () => Promise<ErasureOutcomeView> };

/**
 * Requests from people about their data: each confirmed request with its one-month deadline
 * counting down, a download for a copy (JSON, or the desk's CSV), and an erasure after a
 * confirmation that names what goes. The owner can do the same for an address given by email or
 * phone. Every step lands in the activity trail, without the address.
 */
export function PrivacySection({ csrfToken }: { csrfToken: string }) {
  const queryClient = useQueryClient();
  const section = useQuery({ queryKey: ['desk-privacy'], queryFn: privacyApi.section });
  const [address, setAddress] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<ErasureOutcomeView | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['desk-privacy'] });
    await queryClient.invalidateQueries({ queryKey: ['desk-activity'] });
    await queryClient.invalidateQueries({ queryKey: ['desk-leads'] });
    await queryClient.invalidateQueries({ queryKey: ['front-page'] });
  };
  const ask = useMutation({
    mutationFn: async (target: {
      key: string;
      address: string;
      preview: () => Promise<{ preview: ErasurePreview }>;
      erase: () => Promise<ErasureOutcomeView>;
    }) => ({
      ...target,
      preview: (await target.preview()).preview,
    }),
    onSuccess: (next) => {
      setOutcome(null);
      setPending(next);
    },
    onError: (error) => toast.error(error.message),
  });
  const erase = useMutation({
    mutationFn: (target: Pending) => target.erase(),
    onSuccess: async (done) => {
      setPending(null);
      setOutcome(done);
      setAddress('');
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const download = useMutation({
    mutationFn: (format: 'json' | 'csv') => privacyApi.exportAddress(address.trim(), format, csrfToken),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  const downloadRequest = useMutation({
    mutationFn: ({ id, format }: { id: string; format: 'json' | 'csv' }) => privacyApi.downloadRequest(id, format),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
  const cancel = () => {
    setPending(null);
    returnFocus.current?.focus();
  };
  const startErase = (
    key: string,
    target: string,
    event: { currentTarget: HTMLElement },
    preview: () => Promise<{ preview: ErasurePreview }>,
    run: () => Promise<ErasureOutcomeView>,
  ) => {
    returnFocus.current = event.currentTarget;
    ask.mutate({ key, address: target, preview, erase: run });
  };
  const confirmation = (key: string) =>
    pending?.key === key ? (
      <EraseConfirmation
        address={pending.address}
        preview={pending.preview}
        busy={erase.isPending}
        onErase={() => erase.mutate(pending)}
        onCancel={cancel}
      />
    ) : null;

  // The countdown counts from when the list was read, and moves on with every refresh of it.
  const now = section.dataUpdatedAt;
  const requests = section.data?.requests ?? [];
  const open = requests.filter((request) => request.fulfilledAt === null);
  const answered = requests.filter((request) => request.fulfilledAt !== null);
  const submitDirect = (event: FormEvent) => event.preventDefault();

  const requestCard = (request: PrivacyRequestView) => (
    <li key={request.id} className="rounded border border-stone-400 p-4 dark:border-stone-500">
      <h4 className="font-semibold">{request.kind === 'access' ? 'Copy of their data' : 'Erase their data'}</h4>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">From</dt>
        <dd className="[overflow-wrap:anywhere]">{request.address ?? '(address erased)'}</dd>
        <dt className="font-medium">Confirmed</dt>
        <dd>{when(request.confirmedAt)}</dd>
        <dt className="font-medium">Answer by</dt>
        <dd>
          {when(request.deadline)}
          {request.fulfilledAt === null && <strong className="ml-2">{countdown(request.deadline, now)}</strong>}
        </dd>
        {request.fulfilledAt !== null && (
          <>
            <dt className="font-medium">Answered</dt>
            <dd>
              {when(request.fulfilledAt)} by {request.fulfilledBy}
            </dd>
            <dt className="font-medium">Requester told</dt>
            <dd>
              {request.answerSentAt === null
                ? 'Not yet: the email is waiting to be sent'
                : `By email, ${when(request.answerSentAt)}`}
            </dd>
          </>
        )}
      </dl>
      {request.address !== null && (
        <div className="mt-3 flex flex-wrap gap-3">
          {request.kind === 'access' ? (
            <>
              <button
                type="button"
                className={quiet}
                disabled={downloadRequest.isPending}
                onClick={() => downloadRequest.mutate({ id: request.id, format: 'json' })}
              >
                Download (JSON)
              </button>
              <button
                type="button"
                className={quiet}
                disabled={downloadRequest.isPending}
                onClick={() => downloadRequest.mutate({ id: request.id, format: 'csv' })}
              >
                Download (CSV)
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`${button} bg-red-800 text-white`}
              disabled={ask.isPending}
              onClick={(event) =>
                startErase(
                  request.id,
                  request.address as string,
                  event,
                  () => privacyApi.requestPreview(request.id),
                  () => privacyApi.eraseRequest(request.id, csrfToken),
                )
              }
            >
              Erase…
            </button>
          )}
        </div>
      )}
      {confirmation(request.id)}
    </li>
  );

  return (
    <section aria-labelledby="privacy-title">
      <SectionHeading id="privacy-title">Privacy</SectionHeading>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        People can ask for a copy of their data or for its erasure. A request shows here once they confirmed it from
        their inbox; the law gives you one month to answer.
      </p>
      {section.isPending && <p className="mt-4">Loading the requests…</p>}
      {section.isError && (
        <p role="alert" className="mt-4">
          The requests could not be loaded: {section.error.message}
        </p>
      )}
      {outcome && <ErasureDone outcome={outcome} />}
      {section.isSuccess && (
        <>
          <h3 className="mt-6 text-lg font-semibold">Open requests</h3>
          {open.length === 0 ? (
            <p className="mt-2">No open requests.</p>
          ) : (
            <ol className="mt-2 space-y-4">{open.map(requestCard)}</ol>
          )}
          <p className="mt-4 text-sm" role="status">
            {section.data.erasuresWaitingForOmnisend === 0
              ? 'Every erasure has reached Omnisend.'
              : `${section.data.erasuresWaitingForOmnisend} erasure(s) waiting to reach Omnisend; they are sent as soon as Omnisend answers.`}
          </p>
        </>
      )}

      <h3 className="mt-8 text-lg font-semibold">A request by email or phone</h3>
      <form
        aria-label="A request by email or phone"
        onSubmit={submitDirect}
        className="mt-2 grid gap-3 sm:grid-cols-[2fr_auto_auto_auto] sm:items-end"
      >
        <label className="text-sm font-medium">
          Their email address
          <input
            className={control}
            type="email"
            autoComplete="off"
            value={address}
            maxLength={254}
            onChange={(event) => setAddress(event.target.value)}
          />
        </label>
        <button
          type="button"
          className={quiet}
          disabled={!address.trim() || download.isPending}
          onClick={() => download.mutate('json')}
        >
          Download (JSON)
        </button>
        <button
          type="button"
          className={quiet}
          disabled={!address.trim() || download.isPending}
          onClick={() => download.mutate('csv')}
        >
          Download (CSV)
        </button>
        <button
          type="button"
          className={`${button} bg-red-800 text-white`}
          disabled={!address.trim() || ask.isPending}
          onClick={(event) => {
            const target = address.trim();
            startErase(
              'direct',
              target,
              event,
              () => privacyApi.preview(target, csrfToken),
              () => privacyApi.erase(target, csrfToken),
            );
          }}
        >
          Erase…
        </button>
      </form>
      {confirmation('direct')}

      {answered.length > 0 && (
        <>
          <h3 className="mt-8 text-lg font-semibold">Answered requests</h3>
          <ol className="mt-2 space-y-4">{answered.map(requestCard)}</ol>
        </>
      )}

      {(section.data?.proofs.length ?? 0) > 0 && (
        <>
          <h3 className="mt-8 text-lg font-semibold">Erasures done</h3>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            Kept as proof, without the address: each has a proof code made from the address, which cannot be turned back
            into it. Asked again about the same address, a developer can show it was erased.
          </p>
          {/* On a phone the table scrolls sideways: the scroller takes the focus, so keys can scroll it. */}
          <div
            className="mt-2 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
            tabIndex={0}
            role="region"
            aria-label="Erasures done"
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="sr-only">Erasures done, newest first</caption>
              <thead>
                <tr className="border-b border-stone-400 dark:border-stone-500">
                  <th scope="col" className="py-2 pr-3">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Proof code
                  </th>
                  <th scope="col" className="py-2">
                    Deleted
                  </th>
                </tr>
              </thead>
              <tbody>
                {section.data?.proofs.map((proof) => (
                  <tr
                    key={`${proof.at}-${proof.hash}`}
                    className="border-b border-stone-200 align-top dark:border-stone-800"
                  >
                    <td className="py-2 pr-3 whitespace-nowrap">{when(proof.at)}</td>
                    <td className="py-2 pr-3 [overflow-wrap:anywhere]">{proof.by}</td>
                    <td className="py-2 pr-3 font-mono">{proof.hash}</td>
                    <td className="py-2">{proof.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
