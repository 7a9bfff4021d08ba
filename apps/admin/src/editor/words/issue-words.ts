import { contentSchema, nodeAt } from '../schema/content-schema';
import type { Issue } from '../draft/draft-store';
import { labelFor, type Path } from '../schema/schema-node';
import { fieldTrail, parsePath } from './field-trail';

/** What an empty required value is called in "Enter …", where the label alone reads oddly. */
const NOUNS: Record<string, string> = {
  phone: 'a phone number',
  email: 'an email address',
  ctaText: 'the button text',
  ctaLink: 'where the button leads',
  href: 'where the link leads',
  alt: 'a description of the picture',
  text: 'the text',
};

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\.$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

/**
 * The server's refusal of one value (zod's words, meant for developers) as a sentence an owner
 * acts on: "Too small: expected string to have >=1 characters" on a venture's name becomes
 * "Enter a name.". Decided by the message and the value's schema; a message this does not know
 * keeps its own words rather than being replaced by something vaguer.
 */
export function plainMessage(message: string, path: Path): string {
  const node = nodeAt(contentSchema, path);
  const key = [...path].reverse().find((part): part is string => typeof part === 'string') ?? '';
  const noun = NOUNS[key] ?? article(labelFor(key).toLowerCase());
  let match: RegExpExecArray | null;
  if (/expected string to have >=1 characters|expected string, received undefined|expected nonoptional/.test(message))
    return sentence(`enter ${noun}`);
  if ((match = /expected string to have <=(\d+) characters/.exec(message)))
    return sentence(`use at most ${match[1]} characters`);
  if ((match = /expected array to have <=(\d+) items/.exec(message)))
    return sentence(`keep at most ${match[1]}; remove one first`);
  if ((match = /expected number to be >=(-?[\d.]+)/.exec(message)))
    return sentence(`enter a number of at least ${match[1]}`);
  if ((match = /expected number to be <=(-?[\d.]+)/.exec(message)))
    return sentence(`enter a number of at most ${match[1]}`);
  if (/expected int|expected number/.test(message)) return sentence('enter a whole number');
  if (/^Invalid URL/.test(message)) return sentence('enter a full web address starting with https://');
  if (/^Invalid email/.test(message)) return sentence('enter an email address such as hello@example.com');
  if (/^Invalid option/.test(message) || node?.enum) return sentence('choose one of the list');
  if (/^Expected an anchor/.test(message))
    return sentence(
      'enter a page of the site such as /docs, a place on the page such as #join, or a web address starting with https://',
    );
  if (/^Expected a lower-case token/.test(message)) return sentence('choose an icon from the list');
  if (/^Expected a colour/.test(message)) return sentence('choose a colour');
  if (/^Expected a slug/.test(message))
    return sentence('use only lower-case letters, digits and dashes, such as greenacre-farm');
  if (/^Duplicate id/.test(message)) return sentence('another item has the same name; give this one a different name');
  if (/^Expected lower-case words/.test(message)) return sentence('use lower-case words only');
  if (/^Unknown key/.test(message))
    return sentence("this is not part of the site's content; discard your changes to remove it");
  return sentence(message);
}

/** An issue as the editor shows it: where, in the owner's words ("Venture 5 › Name"), and what to do. */
export function describeIssue(issue: Issue): { trail: string; message: string } {
  const path = parsePath(issue.path);
  return { trail: fieldTrail(path), message: plainMessage(issue.message, path) };
}
