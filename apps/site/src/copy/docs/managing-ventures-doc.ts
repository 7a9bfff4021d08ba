import { list, table } from '../rich-text';
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
          [[{ code: 'statusColor' }, ', ', { code: 'color' }], 'A color token such as green or emerald, or a hex color.'],
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
        list([
          ['In the editor at ', { code: '/admin' }, ', Ventures: Add venture puts an empty one at the end of the list; fill in every field (the id is a short name such as riverside-repair, used in links).'],
          'Up and Down change the order on the home page; Remove takes a venture off the list.',
          'To change a status, pick it in the venture’s Status field (and tick Live now for Live).',
          'Preview shows the change on the real home page in a new tab; Publish shows it to everyone.',
        ]),
      ],
    },
  ],
};
