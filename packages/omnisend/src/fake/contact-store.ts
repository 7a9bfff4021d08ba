import type { ContactInput, IdentifierInput } from './validation';
import type { FakeContact, FakeContactMeta, FakeContactRecord, FakeIdentifier, FakeSwitches } from './types';

interface Stored {
  /** Creation order; list cursors point at it. */
  seq: number;
  contact: FakeContact;
  meta: FakeContactMeta;
}

/** What an upsert did. */
export type UpsertOutcome = { ok: true; contact: FakeContact; created: boolean } | { ok: false; reason: 'exists' };

const clone = <T>(value: T): T => structuredClone(value);

/** Emails match exactly (Omnisend's documented behaviour) or, by switch, ignoring case. */
function sameId(type: 'email' | 'phone', a: string, b: string, switches: FakeSwitches): boolean {
  return type === 'email' && switches.emailMatch === 'caseInsensitive' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** In-memory contacts of every brand, with Omnisend's merge and status-date rules. */
export class ContactStore {
  private items: Stored[] = [];
  private seq = 0;

  constructor(private readonly nextId: () => string) {}

  reset(): void {
    this.items = [];
    this.seq = 0;
  }

  /** Every stored contact with its meta, oldest first. */
  all(): FakeContactRecord[] {
    return this.items.map(({ contact, meta }) => ({ ...clone(contact), meta: clone(meta) }));
  }

  /** The brand's contacts in creation order, with their cursor positions. */
  list(brandId: string): { seq: number; contact: FakeContact }[] {
    return this.items.filter((item) => item.meta.brandId === brandId).map(({ seq, contact }) => ({ seq, contact }));
  }

  byId(brandId: string, id: string): FakeContact | undefined {
    return this.items.find((item) => item.meta.brandId === brandId && item.contact.contactID === id)?.contact;
  }

  byIdentifier(brandId: string, type: 'email' | 'phone', id: string, switches: FakeSwitches): FakeContact | undefined {
    return this.items.find(
      (item) =>
        item.meta.brandId === brandId &&
        item.contact.identifiers.some((ident) => ident.type === type && sameId(type, ident.id, id, switches)),
    )?.contact;
  }

  private stored(contact: FakeContact): Stored {
    const found = this.items.find((item) => item.contact === contact);
    if (!found) throw new Error('contact not stored');
    return found;
  }

  private create(brandId: string, nowIso: string): Stored {
    const stored: Stored = {
      seq: ++this.seq,
      contact: {
        contactID: this.nextId(),
        identifiers: [],
        tags: [],
        customProperties: null,
        createdAt: nowIso,
        updatedAt: nowIso,
      },
      meta: { brandId, upserts: 0, createdByLastUpsert: false, welcomeRequested: false, consents: [] },
    };
    this.items.push(stored);
    return stored;
  }

  /** POST /contacts: find by email (then phone), create when unknown, merge otherwise. */
  upsert(brandId: string, input: ContactInput, nowIso: string, switches: FakeSwitches): UpsertOutcome {
    const primary = input.identifiers.find((ident) => ident.type === 'email') ?? input.identifiers[0];
    const existing = primary ? this.byIdentifier(brandId, primary.type, primary.id, switches) : undefined;
    if (existing && switches.v3Upsert === 'reject') return { ok: false, reason: 'exists' };
    const stored = existing ? this.stored(existing) : this.create(brandId, nowIso);
    this.apply(stored, input, nowIso, switches);
    stored.meta.upserts += 1;
    stored.meta.createdByLastUpsert = !existing;
    return { ok: true, contact: stored.contact, created: !existing };
  }

  /** PATCH: applies only the fields sent to an existing contact. */
  patch(contact: FakeContact, input: ContactInput, nowIso: string, switches: FakeSwitches): void {
    this.apply(this.stored(contact), input, nowIso, switches);
  }

  /** Creates a contact for an event's identifier when none exists; never changes an existing status. */
  ensure(brandId: string, type: 'email' | 'phone', id: string, nowIso: string, switches: FakeSwitches): FakeContact {
    const existing = this.byIdentifier(brandId, type, id, switches);
    if (existing) return existing;
    const stored = this.create(brandId, nowIso);
    const channel = type === 'email' ? 'email' : 'sms';
    stored.contact.identifiers.push({
      type,
      id,
      channels: { [channel]: { status: 'nonSubscribed', statusDate: nowIso } },
    });
    this.derive(stored.contact);
    return stored.contact;
  }

  private apply(stored: Stored, input: ContactInput, nowIso: string, switches: FakeSwitches): void {
    const { contact, meta } = stored;
    for (const ident of input.identifiers) this.applyIdentifier(stored, ident, nowIso, switches);
    Object.assign(contact, input.fields);
    if (input.tags) {
      contact.tags =
        switches.tagMerge === 'replace' ? [...new Set(input.tags)] : [...new Set([...contact.tags, ...input.tags])];
    }
    if (input.customProperties)
      contact.customProperties = { ...contact.customProperties, ...clone(input.customProperties) };
    if (input.sendWelcomeEmail === true || input.identifiers.some((ident) => ident.sendWelcomeMessage === true))
      meta.welcomeRequested = true;
    contact.updatedAt = nowIso;
    this.derive(contact);
  }

  private applyIdentifier(stored: Stored, input: IdentifierInput, nowIso: string, switches: FakeSwitches): void {
    const owner = this.byIdentifier(stored.meta.brandId, input.type, input.id, switches);
    if (owner && owner !== stored.contact) return; // an identifier owned by another contact is ignored
    const statusDate = input.statusDate ?? nowIso;
    let ident: FakeIdentifier | undefined = stored.contact.identifiers.find(
      (item) => item.type === input.type && sameId(input.type, item.id, input.id, switches),
    );
    if (!ident) {
      ident = { type: input.type, id: input.id, channels: {} };
      stored.contact.identifiers.push(ident);
    }
    const current = ident.channels[input.channel];
    // A status only changes when its date is not older than the stored one.
    if (!current || Date.parse(statusDate) >= Date.parse(current.statusDate)) {
      ident.channels[input.channel] = { status: input.status, statusDate };
    }
    if (input.consent) {
      ident.consent = clone(input.consent);
      stored.meta.consents.push(clone(input.consent));
    }
  }

  /** Top-level email, phone and status mirror the identifiers, as v3 responses show them. */
  private derive(contact: FakeContact): void {
    const email = contact.identifiers.find((ident) => ident.type === 'email');
    const phone = contact.identifiers.find((ident) => ident.type === 'phone');
    if (email) {
      contact.email = email.id;
      const channel = email.channels.email;
      if (channel) {
        contact.status = channel.status;
        contact.statusDate = channel.statusDate;
      }
    }
    if (phone) contact.phone = phone.id;
  }
}

/** A contact as the API shows it (no meta; `customProperties` null when empty). */
export function publicContact(contact: FakeContact): FakeContact {
  const copy = clone(contact);
  if (copy.customProperties && Object.keys(copy.customProperties).length === 0) copy.customProperties = null;
  return copy;
}
