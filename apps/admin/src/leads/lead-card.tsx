import { useRef, useState } from 'react';
import type { CorrectionAnswer, LeadView } from '../desk/desk-api';
import { when } from '../desk/desk-api';
import { HANDLED_KINDS } from '../desk/desk-types';
import { replyLink } from '../front-page/front-page-words';
import { DeleteDeadLead } from './delete-dead-lead';
import { LeadCorrectionForm } from './lead-correction-form';

const button =
  'min-h-11 rounded border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 disabled:opacity-60 sm:min-h-0 dark:focus-visible:ring-emerald-400';
const standingTone: Record<LeadView['status']['standing'], string> = {
  waiting: 'text-amber-900 dark:text-amber-200',
  confirming: 'text-stone-800 dark:text-stone-200',
  delivered: 'text-emerald-900 dark:text-emerald-200',
  dead: 'text-red-800 dark:text-red-300',
};

/** What an owner can do with one lead from its card. */
export interface LeadActions {
  busy: boolean;
  requeue(lead: LeadView): void;
  requeueReason(lead: LeadView): void;
  markHandled(lead: LeadView): void;
  /** Takes a handled mark back (set by mistake). */
  unmarkHandled(lead: LeadView): void;
  /** The site's name, for the subject of an answer by mail. */
  siteName: string | undefined;
  /** Saves the owner's corrections of the lead's fields (only those that changed). */
  correct(lead: LeadView, fields: Record<string, string>): Promise<CorrectionAnswer>;
  /** Deletes a lead that could not be delivered, after the owner confirmed. */
  deleteDead(lead: LeadView): void;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[9rem_1fr]">
      <dt className="font-medium text-stone-700 dark:text-stone-300">{term}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One lead in full: who, what they wrote, what they agreed to, and where it stands. */
export function LeadCard({ lead, actions }: { lead: LeadView; actions: LeadActions }) {
  const title = `${lead.name ?? lead.email ?? 'Unreadable lead'} · ${lead.form}`;
  const headingId = `lead-${lead.id}`;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const closeDelete = () => {
    setDeleting(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };
  const closeEditor = () => {
    setEditing(false);
    // Back where the owner opened it, as a dialog would return the focus.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <article
      aria-labelledby={headingId}
      className="rounded border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <h3 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {title}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        <Row term="Received">{when(lead.receivedAt)}</Row>
        {lead.email && (
          <Row term="Email">
            {/* Her mail program opens with the address and a subject; the visitor sees what it answers. */}
            <a
              className="font-medium text-emerald-900 underline underline-offset-2 dark:text-emerald-200"
              href={replyLink(lead.email, actions.siteName)}
            >
              {lead.email}
            </a>
          </Row>
        )}
        {lead.company && <Row term="Company">{lead.company}</Row>}
        {lead.subject && (
          <Row term="Subject">
            {lead.subjectLabel ?? lead.subject}
            {lead.subjectLabel && lead.subjectLabel !== lead.subject && (
              <span className="text-stone-700 dark:text-stone-300"> ({lead.subject})</span>
            )}
          </Row>
        )}
        {lead.message && (
          <Row term="Message">
            <span className="whitespace-pre-wrap">{lead.message}</span>
          </Row>
        )}
        <Row term="Consent">
          {lead.consent
            ? `“${lead.consent.text ?? 'no wording recorded'}” (version ${lead.consent.version ?? 'not recorded'}, on ${lead.consent.page ?? 'an unrecorded page'})`
            : 'No marketing consent given.'}
        </Row>
        <Row term="Status">
          <span className={`font-medium ${standingTone[lead.status.standing]}`}>
            {lead.status.text}
            {lead.status.at !== undefined && ` ${when(lead.status.at)}.`}
          </span>
          {lead.status.detail && (
            <span className="block text-xs text-stone-700 dark:text-stone-300">
              Omnisend said: {lead.status.detail}
            </span>
          )}
        </Row>
        {lead.handled && (
          <Row term="Handled">
            by {lead.handled.owner} on {when(lead.handled.at)}
          </Row>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {lead.status.standing === 'dead' && (
          <>
            <button
              type="button"
              className={`${button} border-emerald-800 bg-emerald-800 text-white`}
              disabled={actions.busy}
              onClick={() => actions.requeue(lead)}
            >
              Requeue this lead
            </button>
            {lead.status.detail && (
              <button
                type="button"
                className={`${button} border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
                disabled={actions.busy}
                onClick={() => actions.requeueReason(lead)}
              >
                Requeue every lead that failed this way
              </button>
            )}
            <button
              ref={deleteButton}
              type="button"
              className={`${button} border-red-800 bg-white text-red-800 dark:border-red-300 dark:bg-stone-900 dark:text-red-300`}
              aria-expanded={deleting}
              disabled={actions.busy || deleting}
              onClick={() => setDeleting(true)}
            >
              Delete this lead
            </button>
          </>
        )}
        {lead.fields.length > 0 && (
          <button
            ref={editButton}
            type="button"
            className={`${button} border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
            aria-expanded={editing}
            disabled={editing}
            onClick={() => setEditing(true)}
          >
            Correct details
          </button>
        )}
        {(HANDLED_KINDS as readonly string[]).includes(lead.kind) && !lead.handled && (
          <button
            type="button"
            className={`${button} border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
            disabled={actions.busy}
            onClick={() => actions.markHandled(lead)}
          >
            Mark handled
          </button>
        )}
        {lead.handled && (
          <button
            type="button"
            className={`${button} border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
            disabled={actions.busy}
            onClick={() => actions.unmarkHandled(lead)}
          >
            Mark not handled
          </button>
        )}
      </div>
      {deleting && <DeleteDeadLead busy={actions.busy} confirm={() => actions.deleteDead(lead)} close={closeDelete} />}
      {editing && (
        <LeadCorrectionForm lead={lead} save={(fields) => actions.correct(lead, fields)} close={closeEditor} />
      )}
    </article>
  );
}
