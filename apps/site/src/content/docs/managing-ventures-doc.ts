import { code, list, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const managingVenturesDoc: DocsTab = {
  id: 'managing-ventures',
  intro: 'Add, edit and retire the ventures shown in the Ventures section of the home page and in the footer.',
  sections: [
    {
      id: 'venture-fields',
      title: 'A venture’s fields',
      blocks: [
        table('Venture fields', ['Field', 'What it holds'], [
          [[{ code: 'id' }], 'A unique slug such as greenacre-farm. Never reuse one.'],
          [[{ code: 'name' }, ', ', { code: 'tagline' }, ', ', { code: 'description' }], 'The card’s heading, one-line promise and paragraph.'],
          [[{ code: 'status' }], [{ code: 'Coming Soon' }, ', ', { code: 'Beta' }, ' or ', { code: 'Live' }, ' (exactly these spellings).']],
          [[{ code: 'statusColor' }, ', ', { code: 'color' }], 'A colour token such as green or emerald, or a hex colour.'],
          [[{ code: 'icon' }], 'A lower-case icon token such as sprout.'],
          [[{ code: 'features' }], 'Up to eight short bullet points.'],
          [[{ code: 'website' }], 'The venture’s own site (https). It opens as an external link.'],
          [[{ code: 'isLive' }], [{ code: 'true' }, ' when the website is open to customers.']],
        ]),
      ],
    },
    {
      id: 'venture-status',
      title: 'Statuses',
      blocks: [
        list([
          [{ strong: 'Coming Soon' }, ': announced, not trading yet. Set isLive to false.'],
          [{ strong: 'Beta' }, ': trading with first customers while the offer is still being shaped.'],
          [{ strong: 'Live' }, ': open to everyone. Set isLive to true.'],
        ]),
      ],
    },
    {
      id: 'venture-add',
      title: 'Adding, editing and removing',
      blocks: [
        p('The ventures list is replaced whole when you store it, so start from the current list:'),
        code(
          'Add a venture',
          [
            'const { ventures } = rootedSiteContent.getSiteContent();',
            'rootedSiteContent.updateSiteContent({',
            '  ventures: [...ventures, {',
            "    id: 'riverside-repair', name: 'Riverside Repair Café', tagline: 'Fix it, don’t bin it.',",
            "    description: 'A weekly repair café with paid repairers and free advice.', status: 'Coming Soon',",
            "    statusColor: 'amber', icon: 'sprout', color: 'amber', features: ['Weekly repair sessions'],",
            "    website: 'https://riverside-repair.example', isLive: false,",
            '  }],',
            '});',
          ].join('\n'),
        ),
        code(
          'Change a status',
          [
            'const { ventures } = rootedSiteContent.getSiteContent();',
            'rootedSiteContent.updateSiteContent({',
            "  ventures: ventures.map((v) => (v.id === 'riverside-repair' ? { ...v, status: 'Live', isLive: true } : v)),",
            '});',
          ].join('\n'),
        ),
        p(['To remove a venture, store the list without it (', { code: 'ventures.filter((v) => v.id !== …)' }, '). To publish for everyone, make the same change in ', { code: 'packages/site-content/src/defaults/default-ventures.ts' }, '.']),
      ],
    },
  ],
};
