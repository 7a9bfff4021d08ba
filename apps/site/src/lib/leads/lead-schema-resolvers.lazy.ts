import '../../first-paint/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactLeadSchema,
  exitIntentLeadSchema,
  joinLeadSchema,
  newsletterLeadSchema,
} from '@rooted/lead-capture/schemas';

/*
 * The forms validate with the server's own schemas: one schema module for both sides, so the
 * browser and the server never disagree about a field. `kind`, the page, the consent wording and
 * the bot-defence fields are added on submit, so the browser checks everything else.
 */
const notSent = {
  kind: true,
  formToken: true,
  proof: true,
  consentText: true,
  consentVersion: true,
  pageUrl: true,
} as const;

/** One zod resolver per lead kind; loaded lazily through `lazyLeadResolver`. */
export const leadResolvers = {
  contact: zodResolver(contactLeadSchema.omit(notSent)),
  newsletter: zodResolver(newsletterLeadSchema.omit(notSent)),
  join: zodResolver(joinLeadSchema.omit(notSent)),
  'exit-intent': zodResolver(exitIntentLeadSchema.omit(notSent)),
};
