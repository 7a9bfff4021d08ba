import { code, list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const contentEditingDoc: DocsTab = {
  id: 'content-editing',
  intro: 'Change the site’s texts, contact details and links from the browser console, and take changes into the code when they should reach every visitor.',
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
      title: 'Making a change permanent',
      blocks: [
        p(['Browser changes are a preview. To publish, edit the defaults in ', { code: 'packages/site-content/src/defaults/default-site-content.ts' }, ' (and ', { code: 'default-ventures.ts' }, '), run the tests, rebuild and deploy. The prerendered pages then carry the new text for everyone, including search engines.']),
        note('Replace the placeholder email, phone and address before launch; the launch checklist flags them until you do.'),
      ],
    },
  ],
};
