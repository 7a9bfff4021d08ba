import { code, list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const contentEditingDoc: DocsTab = {
  id: 'content-editing',
  intro: 'Change the site’s texts, contact details, ventures and links in the editor at /admin, preview them on the real pages, and publish them for every visitor.',
  sections: [
    {
      id: 'content-editor',
      title: 'The editor',
      blocks: [
        list([
          ['Whoever runs the server creates your account once, from its shell: ', { code: 'pnpm --filter @rooted/site site-owner add you@example.com' }, ' prints a link, valid for 24 hours and usable once, where you create a passkey or choose a password of at least 12 characters.'],
          ['Sign in at ', { code: '/admin/sign-in' }, '; the editor opens at ', { code: '/admin' }, ' (opening ', { code: '/admin' }, ' signed out shows the sign-in form, which brings you back). Nobody else can open the editor.'],
          'The editor has one form per part of the site, in the order below. Lists (ventures, testimonials, links, features, quick replies) have buttons to add an item, remove one, or move it up or down.',
          'Check asks the server whether the draft is valid. A wrong value is listed at the top and named next to its field; nothing is published until every field is right.',
        ]),
      ],
    },
    {
      id: 'content-sign-in',
      title: 'Signing in safely',
      blocks: [
        list([
          'Passkeys: on the setup page choose Create a passkey (you then have no password at all), or in the editor’s Account section choose Add a passkey and give it a name. Your device’s fingerprint, face or PIN signs you in with Sign in with a passkey; nothing is typed and nothing can be phished. Rename or remove passkeys in the Account section; removing one signs your other sessions out.',
          'Require a passkey to sign in (Account section): password sign-in is then refused for your account.',
          'No lockout by strangers: wrong passwords are limited per account and address (5 in 15 minutes), per address (20) and in total (200). A browser you signed in with before has its own allowance, so someone guessing elsewhere never locks you out, and a passkey is never held back by wrong passwords. A refusal says how many minutes to wait.',
          'Passwords: common and breached passwords (such as password1234), your email address and the site’s name are refused, with the reason. A few unrelated words make a strong password that is easy to remember.',
          'Sessions end after 30 idle minutes or 12 hours. The Account section lists where you are signed in (device, when, from which address), with Sign out for one and Sign out everywhere. Changing your password signs your other sessions out.',
          'Forgot your password? Another owner makes you a new one-time setup link in their Account section (A setup link for another owner); whoever runs the server can too.',
        ]),
        note('Behind Nginx or Caddy with HTTPS, the proxy must send X-Forwarded-Proto (the samples in the site README do) so the session cookie is Secure; with PUBLIC_URL set to an https address the server also sends HSTS. Passkeys belong to the host of PUBLIC_URL; on a development server open http://localhost:4173 to use them.'),
      ],
    },
    {
      id: 'content-images',
      title: 'Pictures',
      blocks: [
        list([
          'The hero and each venture can have a picture. Choose a JPG, PNG or WebP file of at most 2 MB: the hero at least 1920 x 1080 pixels, a venture at least 800 x 600. A smaller picture is refused, because it would look blurred; a larger one or one of another shape is cropped to that shape around its center.',
          'The server checks the file itself, not its name, and converts it to AVIF and WebP at two widths, so phones download the small one. The reason for a refusal (type, size or dimensions) shows under the field.',
          'Write its alt text: what the picture shows, for people who cannot see it. A picture without alt text is not published. Remove picture brings back the site’s own hero picture or the venture’s icon.',
        ]),
      ],
    },
    {
      id: 'content-preview',
      title: 'Preview before publishing',
      blocks: [
        p(['Preview opens links to the real pages in a new tab, showing exactly your draft: a field you emptied is gone there too. Only your browser sees it: the draft is kept in this browser under the key ', { code: 'rooted-ventures-site-preview' }, '. Each page says “Loading the preview…” until every part of it shows the draft, then notes at the bottom that it is a preview; links inside it stay in the preview, and open tabs follow each new preview. Discard preview (or publishing) removes it.']),
        p('If the editor’s tab reloads or crashes, it brings back your unpublished changes and says “Unpublished changes restored”, with Discard changes to drop them. If a version was published since you started, it says so: publishing your changes would replace that version.'),
      ],
    },
    {
      id: 'content-publish',
      title: 'Publishing, history and rollback',
      blocks: [
        list([
          'Publish rewrites every page on the server at once, so visitors and search engines get the new text in the HTML itself. Visitors who already have the site open see the new text without reloading: their tab checks for a publish when they come back to it, and every few minutes while they read it.',
          'History lists every published version with who published it and when. Restore publishes a copy of an earlier version after you confirm; the history keeps everything.',
          ['With static hosting instead of our server, set ', { code: 'CONTENT_BUILD_HOOK' }, ' to the host’s build hook; each publish calls it.'],
        ]),
        note('Replace the placeholder email, phone and address before launch; the launch checklist flags them until you do.'),
      ],
    },
    {
      id: 'content-fields',
      title: 'What you can edit',
      blocks: [
        table('Editable content', ['Part', 'Fields'], [
          ['Company', 'name, tagline, email, phone, address, description, social links'],
          ['Hero', 'title, subtitle, description, button text and link, counters, picture'],
          ['Ventures', [{ href: '/docs#managing-ventures', text: 'see Managing Ventures' }]],
          ['Community stats', 'entrepreneurs, value created, people-centric, active ventures'],
          ['About', 'mission, vision, values'],
          ['Navigation', 'the header and footer links'],
          ['Live chat', 'quick replies, answers and their keywords'],
          ['Testimonials', 'text, author, role'],
        ]),
        p(['Contact details on the legal pages, in the footer and in the search-engine data all come from Company, so one change updates them everywhere.']),
      ],
    },
    {
      id: 'content-theme',
      title: 'Light and dark',
      blocks: [
        p(['Every page comes in a light and a dark theme. Visitors choose with the theme button in the header (in the Menu on a phone): Light, Dark, or System, which follows their device and is where everyone starts. The choice is kept in their browser (', { code: 'ui.theme' }, ' under ', { code: 'app-config' }, '), applies at once in every tab they have open, and is there before the page appears on their next visit.']),
        p('A colour you give a venture is shown on a white tile in both themes, so it looks the way you chose it. Pick one that stands out against white (a contrast of at least 3:1).'),
      ],
    },
    {
      id: 'content-api',
      title: 'For developers',
      blocks: [
        p(['A new installation starts from ', { code: 'apps/site/content-data/site-content.json' }, ', checked against the same rules at build time. The preview layer is also scriptable from the console:']),
        code('Content API examples', ["rootedSiteContent.updateSiteContent({ company: { phone: '+1 (555) 010-0142' } });", 'rootedSiteContent.resetSiteContent();'].join('\n')),
        p(['These changes are kept in this browser under ', { code: 'rooted-ventures-site-content' }, ' and laid over the published content (or over a preview). Objects merge key by key; lists are replaced whole. An invalid value throws an error naming the field, and nothing is stored.']),
        p(['Open tabs ask ', { code: 'GET /api/content' }, ' (the published content and its version) for a newer publish; with static hosting there is no such endpoint and tabs keep their text until reloaded.']),
      ],
    },
  ],
};
