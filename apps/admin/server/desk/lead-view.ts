import type { DeliveryStatus, ListedLead } from '@rooted/lead-capture';
import type { HandledMark, LeadStandingView, LeadView } from '../../src/desk/desk-types';

export type { LeadStandingView, LeadView } from '../../src/desk/desk-types';
import { correctableFields } from './lead-correction';
import { plainReason } from './plain-reason';
import { subjectLabel } from './subject-label';

/** The forms, as the owner knows them. */
export const FORM_NAMES = {
  contact: 'Contact',
  newsletter: 'Newsletter signup',
  join: 'Join application',
  'exit-intent': 'Exit popup',
} as const;

/** Where a lead stands in plain words, given what the delivery worker is doing now. */
export function standingOf(lead: ListedLead, delivery: DeliveryStatus | null): LeadStandingView {
  const detail = lead.lastError ? { detail: lead.lastError } : {};
  if (lead.state === 'dead')
    return {
      standing: 'dead',
      text: `Not delivered: ${plainReason(lead.lastError)}. Gave up on`,
      at: lead.nextAttemptAt,
      ...detail,
    };
  if (lead.state === 'delivered') {
    if (lead.consent?.doubleOptIn === 'pending') {
      return {
        standing: 'confirming',
        text: 'Waiting for the visitor to confirm by email; the confirmation mail went out on',
        at: lead.deliveredAt ?? lead.createdAt,
      };
    }
    return { standing: 'delivered', text: 'Delivered to Omnisend on', at: lead.deliveredAt ?? lead.createdAt };
  }
  if (delivery?.state === 'unconfigured')
    return {
      standing: 'waiting',
      text: 'Waiting in the outbox: no Omnisend key is configured, so nothing is sent yet.',
    };
  if (delivery?.state === 'paused') {
    return {
      standing: 'waiting',
      text: `Waiting in the outbox: delivery is paused because ${plainReason(delivery.pause?.reason)}. Next try`,
      at: delivery.pause?.nextProbeAt ?? lead.nextAttemptAt,
      ...detail,
    };
  }
  if (lead.state === 'delivering') return { standing: 'waiting', text: 'Being sent to Omnisend now.' };
  if (lead.lastError)
    return {
      standing: 'waiting',
      text: `Retrying: the last attempt failed because ${plainReason(lead.lastError)}. Next attempt`,
      at: lead.nextAttemptAt,
      ...detail,
    };
  return { standing: 'waiting', text: 'Waiting in the outbox to be sent.' };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A listed lead as the Leads section shows it. */
export function toLeadView(
  lead: ListedLead,
  delivery: DeliveryStatus | null,
  handled: HandledMark | undefined,
): LeadView {
  const data = (lead.data ?? {}) as Record<string, unknown>;
  const consent = lead.consent;
  return {
    id: lead.id,
    kind: lead.kind,
    form: FORM_NAMES[lead.kind] ?? lead.kind,
    receivedAt: lead.createdAt,
    name: text(data.name) ?? text(data.firstName),
    email: text(data.email),
    company: text(data.company),
    subject: text(data.subject),
    subjectLabel: typeof data.subject === 'string' && data.subject !== '' ? subjectLabel(data.subject) : null,
    message: text(data.message),
    consent: consent ? { text: text(consent.text), version: text(consent.version), page: text(consent.pageUrl) } : null,
    status:
      lead.data === null
        ? {
            standing: lead.state === 'dead' ? 'dead' : 'waiting',
            text: 'The stored record is damaged and cannot be read.',
          }
        : standingOf(lead, delivery),
    handled: handled ?? null,
    fields: correctableFields(lead),
  };
}
