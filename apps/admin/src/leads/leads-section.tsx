import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { deskApi, type CorrectionResult, type LeadFilter, type LeadView } from '../desk/desk-api';
import { SectionHeading } from '../shell/section-heading';
import { LeadCard, type LeadActions } from './lead-card';

const FORMS = [
  ['', 'All forms'],
  ['contact', 'Contact'],
  ['newsletter', 'Newsletter signup'],
  ['join', 'Join application'],
  ['exit-intent', 'Exit popup'],
] as const;
const STANDINGS = [
  ['', 'Any status'],
  ['waiting', 'Waiting to be sent'],
  ['delivered', 'Delivered'],
  ['dead', 'Not delivered'],
] as const;
const HANDLED = [
  ['', 'Handled or not'],
  ['no', 'Not handled'],
] as const;
const control =
  'mt-1 block min-h-11 w-full rounded border border-stone-500 bg-white px-3 py-2 dark:border-stone-400 dark:bg-stone-900 sm:min-h-0';
const action =
  'inline-flex min-h-11 items-center rounded px-4 py-2 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:focus-visible:ring-emerald-400 sm:min-h-0';

/** What a saved correction did, in the owner's words. */
function correctedWords(result: CorrectionResult): string {
  if (result.changed.length === 0) return 'Nothing was changed.';
  if (result.was === 'dead') return 'Corrected. The lead is queued to be sent again.';
  if (!result.updateQueued) return 'Corrected. The corrected details are what will be sent.';
  // Omnisend keeps contacts by address: a new address makes a new contact, the old one stays.
  return result.changed.includes('Email')
    ? 'Corrected. The contact with the new address will be updated in Omnisend; the contact with the old address stays there until you delete it in Omnisend.'
    : 'Corrected. The contact in Omnisend will be updated.';
}

/** One of the filter's choices; a change applies at once. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select className={control} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Every lead the forms captured, newest first: filtered by form and status and searched by name or
 * email (the filter lives in the URL, so it survives a reload and can be shared), exported as CSV,
 * dead ones requeued, contact messages marked handled, a lead's details corrected.
 */
export function LeadsSection({ csrfToken }: { csrfToken: string }) {
  const [params, setParams] = useSearchParams();
  const filter: LeadFilter = {
    form: params.get('form') ?? '',
    standing: params.get('standing') ?? '',
    handled: params.get('handled') ?? '',
    q: params.get('q') ?? '',
  };
  const [search, setSearch] = useState(filter.q ?? '');
  const queryClient = useQueryClient();
  const leads = useInfiniteQuery({
    queryKey: ['desk-leads', filter],
    queryFn: ({ pageParam }) => deskApi.leads({ ...filter, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const change = (next: LeadFilter) => {
    const merged = { ...filter, ...next };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) query.set(key, value);
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search.trim() });
  };
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['desk-leads'] });
    await queryClient.invalidateQueries({ queryKey: ['desk-health'] });
    await queryClient.invalidateQueries({ queryKey: ['desk-activity'] });
    await queryClient.invalidateQueries({ queryKey: ['front-page'] });
  };
  // The site's name for the subject of an answer; the editor loads the same content.
  const siteName = (
    useQuery({ queryKey: ['content'], queryFn: api.content, staleTime: Infinity }).data?.content.company as
      { name?: string } | undefined
  )?.name;
  const requeue = useMutation({
    mutationFn: (target: { id: string } | { reason: string }) => deskApi.requeue(target, csrfToken),
    onSuccess: async ({ requeued }) => {
      toast.success(
        requeued === 1 ? 'One lead is queued to be sent again.' : `${requeued} leads are queued to be sent again.`,
      );
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const handled = useMutation({
    mutationFn: ({ id, undo }: { id: string; undo?: boolean }) =>
      undo ? deskApi.unmarkHandled(id, csrfToken) : deskApi.markHandled(id, csrfToken),
    onSuccess: async (_answer, { id, undo }) => {
      if (undo) toast.success('Marked not handled.');
      // The toast's Undo takes the mark back, as the card's own button does.
      else
        toast.success('Marked handled.', {
          action: { label: 'Undo', onClick: () => handled.mutate({ id, undo: true }) },
        });
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const deleteDead = useMutation({
    mutationFn: (id: string) => deskApi.deleteDead(id, csrfToken),
    onSuccess: async () => {
      toast.success('The lead is deleted.');
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const actions: LeadActions = {
    busy: requeue.isPending || handled.isPending || deleteDead.isPending,
    deleteDead: (lead: LeadView) => deleteDead.mutate(lead.id),
    requeue: (lead: LeadView) => requeue.mutate({ id: lead.id }),
    requeueReason: (lead: LeadView) => lead.status.detail && requeue.mutate({ reason: lead.status.detail }),
    markHandled: (lead: LeadView) => handled.mutate({ id: lead.id }),
    unmarkHandled: (lead: LeadView) => handled.mutate({ id: lead.id, undo: true }),
    siteName,
    async correct(lead: LeadView, fields: Record<string, string>) {
      const answer = await deskApi.correct(lead.id, fields, csrfToken);
      if (!('error' in answer)) {
        toast.success(correctedWords(answer));
        await refresh();
      }
      return answer;
    },
  };
  const list = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  const filtered = Boolean(filter.form || filter.standing || filter.handled || filter.q);
  return (
    <section aria-labelledby="leads-title">
      <SectionHeading id="leads-title">Leads</SectionHeading>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        Everything the contact, newsletter, join and exit forms captured, newest first.
      </p>
      <form
        role="search"
        aria-label="Find leads"
        onSubmit={submit}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] sm:items-end"
      >
        <FilterSelect label="Form" value={filter.form ?? ''} options={FORMS} onChange={(form) => change({ form })} />
        <FilterSelect
          label="Status"
          value={filter.standing ?? ''}
          options={STANDINGS}
          onChange={(standing) => change({ standing })}
        />
        <FilterSelect
          label="Answered"
          value={filter.handled ?? ''}
          options={HANDLED}
          onChange={(handled) => change({ handled })}
        />
        <label className="text-sm font-medium">
          Name or email
          <input
            className={control}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className={`${action} bg-emerald-800 text-white`}>
          Search
        </button>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          className={`${action} border border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
          href={deskApi.exportUrl(filter)}
          download
        >
          {filtered ? 'Export these leads as CSV' : 'Export all leads as CSV'}
        </a>
        <p role="status" className="text-sm">
          {leads.isSuccess &&
            (list.length === 0
              ? filtered
                ? 'No lead matches.'
                : 'No leads yet.'
              : `${list.length}${leads.hasNextPage ? '+' : ''} lead${list.length === 1 ? '' : 's'} shown.`)}
        </p>
      </div>
      {leads.isPending && <p className="mt-4">Loading the leads…</p>}
      {leads.isError && (
        <p role="alert" className="mt-4">
          The leads could not be loaded: {leads.error.message}
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {list.map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} actions={actions} />
          </li>
        ))}
      </ol>
      {leads.hasNextPage && (
        <button
          type="button"
          className={`${action} mt-4 border border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
          disabled={leads.isFetchingNextPage}
          onClick={() => void leads.fetchNextPage()}
        >
          {leads.isFetchingNextPage ? 'Loading…' : 'Show more leads'}
        </button>
      )}
    </section>
  );
}
