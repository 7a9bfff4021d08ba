import type { LeadClient } from '@rooted/lead-capture/client';

type FormKind = 'contact' | 'newsletter';
const clients = new Map<FormKind, Promise<LeadClient>>();

/**
 * The lead client of one form, imported the first time it is needed, so the client and its
 * proof-of-work solver never weigh on the page's first download.
 */
function leadClient(kind: FormKind): Promise<LeadClient> {
  let client = clients.get(kind);
  if (!client) {
    client = import('@rooted/lead-capture/client').then(({ createLeadClient }) => createLeadClient(kind));
    clients.set(kind, client);
  }
  return client;
}

/**
 * The two props that connect a form of `@rooted/ui` to this site's `/api/leads`: the anti-spam
 * work starts on the form's first focus, and the client's answer is the outcome the form shows.
 */
export function leadFormProps(kind: FormKind) {
  return {
    onEngage: () => void leadClient(kind).then((client) => client.engage()),
    onSubmit: async (values: object) => (await leadClient(kind)).submit(values),
  };
}
