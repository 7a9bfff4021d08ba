import { withLocalZone } from './local-time';

/**
 * A new story as the editor starts it: a draft dated now (to the minute, in the owner's zone), with
 * its texts empty for the owner to fill. Its address follows the title as it is typed.
 */
export function newStory(now: Date, author = ''): Record<string, unknown> {
  const minute = new Date(now);
  minute.setSeconds(0, 0);
  return {
    title: '',
    slug: '',
    summary: '',
    author,
    tags: [],
    publishedAt: withLocalZone(minute),
    status: 'draft',
    body: '',
  };
}
