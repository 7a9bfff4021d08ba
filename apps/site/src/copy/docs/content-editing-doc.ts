import { list, note, p } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const contentEditingDoc: DocsTab = {
  id: 'content-editing',
  intro:
    'Change the site’s texts, contact details and links in the site editor, see them on the real pages, and publish them for every visitor.',
  sections: [
    {
      id: 'signing-in',
      title: 'Signing in',
      blocks: [
        p([
          'Open ',
          { code: '/admin' },
          ' on your site and sign in with your email address and password, or with a passkey. Your first sign-in uses the one-time setup link you were sent: choose a password there, or Create a passkey to have no password at all.',
        ]),
        list([
          [
            'Passkeys: in Account (at the foot of the Content page) choose Add a passkey and give it a name. Your device’s fingerprint, face or PIN then signs you in with Sign in with a passkey; nothing is typed and nothing can be phished. You can rename or remove each passkey there.',
          ],
          [
            'Require a passkey to sign in (in Account): signing in with your password is then refused for your account.',
          ],
          [
            'Wrong passwords are limited, but someone guessing elsewhere never locks you out: a browser you signed in with before keeps its own allowance, and a passkey always works. A refusal says how many minutes to wait.',
          ],
          [
            'Choose a password of a few unrelated words. Common and leaked passwords (such as password1234), your email address and the site’s name are refused, with the reason.',
          ],
          [
            'You are signed out after 30 minutes without activity, or 12 hours at most. Account lists where you are signed in, with Sign out for one place and Sign out everywhere. Changing your password signs your other places out.',
          ],
          [
            'Forgot your password? Another owner makes you a new link in their Account section (A setup link for another owner).',
          ],
        ]),
      ],
    },
    {
      id: 'editing',
      title: 'Changing a text',
      blocks: [
        list(
          [
            'Open Content and choose the part of the site: Company for the name, contact details and social links; Hero for the top of the home page; About, Ventures, Community and Testimonials for the parts of the home page; Navigation for the header menu; Live chat for the chat’s answers.',
            'Change the field. Under each field it says where on the site it appears. A field you leave with a wrong value says at once what to do (“Enter a name.”), and the message goes as soon as the value is right.',
            'Undo and Redo (or Ctrl+Z and Ctrl+Shift+Z) take back and repeat your changes, one field at a time. Your draft is kept in this browser: if the tab closes, the editor brings it back and says “Unpublished changes restored”, with Discard changes to drop it.',
            'Lists (ventures, testimonials, links, features, quick replies) have buttons to add an item, remove one, or move it up or down.',
          ],
          true,
        ),
        note(
          'Contact details on the legal pages, in the footer and in what search engines read all come from Content › Company: one change updates them everywhere. Replace the example email, phone and address before launch.',
        ),
      ],
    },
    {
      id: 'publishing',
      title: 'Preview, publish, history',
      blocks: [
        list([
          'Check says whether the draft can be published; anything to fix is listed at the top, each a link to its field.',
          'Preview opens the real pages with your draft in a new tab. Only your browser sees it; Discard preview shows the published site again.',
          'Publish lists every change, old and new, and asks you to confirm. Then every visitor sees the new text, in the page itself, and open pages update without reloading. A story dated later is published then, by itself: the editor says so.',
          'Content › History lists every published version with who published it and when. View one, compare two, or Restore an earlier one: it is published again as a new version, and nothing is ever lost.',
        ]),
        p(
          'Every page comes in a light and a dark theme; visitors choose with the theme button in the header. A colour you give a venture is shown on a white tile in both, so pick one that stands out against white.',
        ),
      ],
    },
    {
      id: 'stories',
      title: 'Stories',
      blocks: [
        p(
          'Content › Stories holds the articles of the site. New story opens a form with the title, a short summary, the author, the body and its picture. The body is written in Markdown: **bold**, *italic*, # for a heading, - for a list; the preview under it shows the page as visitors will read it.',
        ),
        p(
          'A story is a Draft (nobody sees it), Scheduled (it goes public by itself at its date and time, in your time zone) or Published. Each has its own page, appears on the home page if you tick Show on the home page, and is in the site’s feeds.',
        ),
      ],
    },
  ],
};
