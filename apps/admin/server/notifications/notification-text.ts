import type { LeadData } from '@rooted/lead-capture';
import { subjectLabel } from '../desk/subject-label';

/**
 * Slack reads `&`, `<` and `>` as markup (links, mentions); a visitor's text is shown as typed,
 * so they are escaped as Slack asks. Other receivers get the same readable text.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The kinds of lead an owner is told about: someone wrote, or applied to join. */
export const NOTIFIED_KINDS: ReadonlySet<LeadData['kind']> = new Set(['contact', 'join']);

/** A lead as the webhook's message: who, how to reach them, what they wrote. */
export function notificationText(data: LeadData): string {
  if (data.kind === 'contact') {
    return escape(
      `New contact message from ${data.name} (${data.email})\nSubject: ${subjectLabel(data.subject)}\n\n${data.message}`,
    );
  }
  if (data.kind === 'join') {
    return escape(
      `New join application from ${data.name} (${data.email}, ${data.company})\nRole: ${data.role}\nInterests: ${data.interests}\n\n${data.message}`,
    );
  }
  return escape(`New ${data.kind} signup: ${data.email}`);
}

/** The test message the Settings section sends. */
export const TEST_TEXT = 'A test message from your site: new contact messages and join applications will arrive here.';
