import { code, list, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const technicalDoc: DocsTab = {
  id: 'technical',
  intro: 'Where your site’s data lives, and what to give a developer or whoever runs the server.',
  sections: [
    {
      id: 'data',
      title: 'Where your data lives',
      blocks: [
        list([
          'The site’s texts, pictures and every published version: on your site’s own server. Content › History lists the versions.',
          'Messages, signups and applications: on your server first, then in your Omnisend account. Leads lists what the server holds.',
          'Privacy requests, proof of erasures and the activity trail: on your server. Privacy and Activity show them.',
          'Speed and error reports from visitors’ browsers: on your server, without names or addresses. Health shows them. No outside analytics or picture service sees your visitors.',
        ]),
        p(
          'Backups of the server are the job of whoever runs it: ask them how often they are made and how to get one back.',
        ),
      ],
    },
    {
      id: 'developer',
      title: 'For a developer',
      blocks: [
        p(
          'Everything a developer needs (setting up the server, its settings, building, deploying, the forms’ path to Omnisend) is in the site’s repository, in docs/site-operations.md and the README files. Give them:',
        ),
        table(
          'What to hand over',
          ['What', 'Why'],
          [
            ['The site’s address and your Omnisend API key and brand', 'So the server can pass leads to Omnisend.'],
            [
              'What you saw, with the time',
              'The Health section’s errors and Leads’ reasons for a lead not sent are a good start.',
            ],
            ['The result of the launch check', 'It lists what is missing before the site can go live.'],
          ],
        ),
        p(
          'The launch check is one command a developer runs on the server; in automated builds it writes its findings as annotations:',
        ),
        code('Launch check', 'launch-ready check\nlaunch-ready check --format github'),
      ],
    },
  ],
};
