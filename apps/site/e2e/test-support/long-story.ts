import { STORY_BODY_MAX, type SiteContent, type Story } from '@rooted/site-content';
import { cp, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { readContentFile } from '../../render/content-files';
import { prerenderPages } from '../../render/prerender-pages';
import { siteDir } from './bundle-size';
import { extraDist, startExtraServer, type ExtraServer } from './extra-site';

/** The long story's page: the longest body the schema allows, near enough. */
export const LONG_STORY_PATH = '/stories/a-year-of-open-books';
export const LONG_STORY_TITLE = 'A year of open books: every month at Greenacre, told in full';

const SENTENCES = [
  'We opened the books to everyone who works the land, and nobody asked us to close them again.',
  'The first delivery left at six in the morning, with forty boxes and a van borrowed from a neighbor.',
  'A box cost us eleven dollars to fill, and we decided the price with the people who packed it.',
  'Rain cost us two weeks of picking in spring, and the shared fund paid the wages anyway.',
  'Every Friday the team read the numbers aloud, including the ones we were not proud of.',
  'The nursery sold seedlings to three schools, and two of them now grow their own lunches.',
  'Mentors from the studio met the founders every other week, mostly to listen.',
  'When the cold store broke, a member of the community fixed it for the cost of the parts.',
];

/** A long Markdown body with what a real one has (headings, paragraphs, lists, quotes, links), just under the limit. */
export function longStoryBody(limit = STORY_BODY_MAX): string {
  const parts: string[] = [];
  let month = 0;
  const next = () => {
    month += 1;
    const lines = [`## Month ${month}`, ''];
    for (let paragraph = 0; paragraph < 4; paragraph += 1) {
      lines.push(
        Array.from({ length: 5 }, (_, index) => SENTENCES[(month + paragraph + index) % SENTENCES.length]).join(' '),
        '',
      );
    }
    lines.push(
      '### What we learned',
      '',
      `- ${SENTENCES[month % SENTENCES.length]}`,
      `- ${SENTENCES[(month + 3) % SENTENCES.length]}`,
      '',
    );
    lines.push(
      `> ${SENTENCES[(month + 5) % SENTENCES.length]}`,
      '',
      `Read more in [our impact report](/stories/impact-report-2025) or [the mentoring programme](/startup-mentorship).`,
      '',
    );
    return lines.join('\n');
  };
  for (let section = next(); parts.join('\n').length + section.length < limit; section = next()) parts.push(section);
  return parts.join('\n').trim();
}

/** The long story, public, tagged like others so the tag page lists it too. */
export function longStory(): Story {
  return {
    title: LONG_STORY_TITLE,
    slug: 'a-year-of-open-books',
    summary: 'Twelve months of a farm that shares its numbers with everyone who works on it, month by month.',
    author: 'Ana Torres',
    tags: ['open-books', 'farming'],
    publishedAt: '2026-11-01T09:00:00Z',
    status: 'published',
    body: longStoryBody(),
  };
}

/**
 * A copy of the production build whose story pages are rendered again with the long story added
 * to the site's stories (the pages of the route table come out as the build made them), served
 * with databases of its own. The build's JavaScript is unchanged: stories never reach it.
 */
export async function startLongStorySite(): Promise<ExtraServer> {
  const dist = await mkdtemp(extraDist('long-story-'));
  for (const part of ['client', 'ssr', 'server'])
    await cp(join(siteDir, 'dist', part), join(dist, part), { recursive: true });
  const content: SiteContent = await readContentFile();
  await prerenderPages({ distDir: dist, content: { ...content, stories: [...(content.stories ?? []), longStory()] } });
  return startExtraServer(dist);
}
