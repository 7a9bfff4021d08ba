import { CONTACT_SUBJECT_OPTIONS } from '@rooted/ui/contact-form';

/** The contact form's subjects as the visitor saw them in its list, by the code the lead records. */
const LABELS: ReadonlyMap<string, string> = new Map(
  CONTACT_SUBJECT_OPTIONS.map((option) => [option.value, option.label]),
);

/** The label the visitor chose for a subject code ("mentorship" → "Mentorship Request"); an unknown code as it is. */
export const subjectLabel = (code: string): string => LABELS.get(code) ?? code;
