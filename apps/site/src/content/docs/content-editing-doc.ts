import { code, list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const contentEditingDoc: DocsTab = {
  id: 'content-editing',
  intro: 'Preview changes to the site’s texts, contact details and links from the browser console, and publish them for every visitor from your owner account.',
  sections: [
    {
      id: 'content-api',
      title: 'The content API',
      blocks: [
        p(['Open any page of the site, open the browser’s developer console and use ', { code: 'window.rootedSiteContent' }, ':']),
        code(
          'Content API examples',
          [
            'rootedSiteContent.getSiteContent();',
            "rootedSiteContent.updateSiteContent({ company: { phone: '+1 (555) 010-0142' } });",
            "rootedSiteContent.updateSiteContent({ hero: { title: 'People Over Profit', ctaText: 'Join Our Community' } });",
            'rootedSiteContent.resetSiteContent();',
            'const stop = rootedSiteContent.subscribe((content) => console.log(content.hero.title));',
          ].join('\n'),
        ),
        p(['Changes appear at once in every open tab of the site and are kept in this browser under the key ', { code: 'rooted-ventures-site-content' }, ' in ', { code: 'localStorage' }, '. Other visitors do not see them.']),
      ],
    },
    {
      id: 'content-fields',
      title: 'What you can edit',
      blocks: [
        table('Editable content', ['Part', 'Fields'], [
          [[{ code: 'company' }], 'name, tagline, email, phone, address, description, socialLinks (twitter, linkedin, instagram)'],
          [[{ code: 'hero' }], 'title, subtitle, description, ctaText, ctaLink, counters'],
          [[{ code: 'ventures' }], [{ href: '/docs#managing-ventures', text: 'see Managing Ventures' }]],
          [[{ code: 'communityStats' }], 'entrepreneurs, valueCreated, peopleCentric, activeVentures'],
          [[{ code: 'about' }], 'mission, vision, values'],
          [[{ code: 'navigation' }], 'the header and footer links: a list of { name, href }'],
          [[{ code: 'liveChat' }], 'quickReplies and botResponses (default, ventures, community, mentorship)'],
          [[{ code: 'testimonials' }], 'a list of { text, author }'],
        ]),
        p(['Contact details shown on the legal pages, in the footer and in the search-engine data all come from ', { code: 'company' }, ', so one change updates them everywhere.']),
      ],
    },
    {
      id: 'content-merge',
      title: 'How changes are merged',
      blocks: [
        list([
          'Objects merge key by key: updating company.phone keeps every other company field.',
          ['Lists are replaced whole: storing ', { code: 'ventures' }, ' replaces the entire list, so pass every venture you want to keep.'],
          ['Every change is checked first. An invalid value (a wrong type, an unknown field, text over its length limit, a ', { code: 'javascript:' }, ' link) throws an error naming the field, and nothing is stored.'],
          'If stored content is damaged, visitors silently see the defaults for the damaged part; in development the console names each ignored field.',
          [{ code: 'resetSiteContent()' }, ' removes the stored changes and returns to the defaults.'],
        ]),
      ],
    },
    {
      id: 'content-publish',
      title: 'Publishing for every visitor',
      blocks: [
        p(['Browser changes are a preview. Publishing happens on the site’s own server, and owners need no developer for it:']),
        list([
          ['Whoever runs the server creates your account once, from its shell: ', { code: 'pnpm --filter @rooted/site site-owner add you@example.com' }, ' prints a link, valid for 24 hours and usable once, where you choose a password of at least 12 characters.'],
          ['Sign in at ', { code: '/admin/sign-in' }, '. After 5 wrong attempts the account waits 15 minutes; a session ends after 30 idle minutes or 12 hours.'],
          ['Publishing checks the whole content first: a wrong value is refused with the field’s name and nothing changes. A published version records who published it and when; any earlier version can be restored, which publishes a copy of it, so the history keeps everything.'],
          'Each publish rewrites every page on the server at once, so visitors and search engines get the new text in the HTML itself.',
        ]),
        p(['Until the editor’s forms at ', { code: '/admin' }, ' are ready, publishing goes through the server’s content API (', { code: '/api/admin/content' }, '). The starting content of a new installation is the file ', { code: 'apps/site/content/site-content.json' }, ', checked against the same rules when the site is built; its JSON Schema gives code editors completion and checks.']),
        note('Replace the placeholder email, phone and address before launch; the launch checklist flags them until you do.'),
      ],
    },
  ],
};
