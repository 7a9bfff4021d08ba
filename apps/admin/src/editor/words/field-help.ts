import type { Path } from '../schema/schema-node';

/**
 * Where on the site a value appears, by its place in the content (a list's items share one
 * entry, `ventures[].name`). Shown under the field, so an owner knows what they are changing
 * before they look at the preview.
 */
const HELP: Record<string, string> = {
  'company.name': "Shown beside the logo in the header and the footer, and in every page's title.",
  'company.tagline': 'The short line under the name in the header and at the end of the footer.',
  'company.email': 'The contact address in the footer and on the legal pages.',
  'company.phone': 'The phone number in the footer and on the legal pages.',
  'company.address': 'The one-line address in the footer and on the legal pages.',
  'company.description': 'The paragraph under the name in the footer.',
  'company.socialLinks': 'The icons at the bottom of every page.',
  'company.postalAddress': 'The address in parts, as search engines read it; visitors see the one-line address.',
  'hero.title': 'The large headline at the top of the home page.',
  'hero.subtitle': 'The small badge above the headline on the home page.',
  'hero.description': 'The paragraph under the headline on the home page.',
  'hero.ctaText': 'The text of the main button under the headline.',
  'hero.ctaLink':
    'Where the main button leads: a page of the site (/docs), a place on the home page (#join) or a web address.',
  'hero.counters': 'The animated figures under the button.',
  'hero.counters[].target': 'The figure the counter counts up to, as you type it: nothing checks it against the site.',
  'hero.counters[].countsVentures':
    'Ticked, the figure is the number of venture cards and follows them as you add or remove one; the target is then not used.',
  'ventures[].name': "The venture card's heading on the home page.",
  'ventures[].tagline': "The line under the card's heading.",
  'ventures[].description': "The card's paragraph.",
  'ventures[].status':
    "The badge beside the card's heading: only words visitors read (Coming Soon, Beta or Live). Whether it is open to customers is a box of its own, further down.",
  'ventures[].isLive':
    'The state the venture is in: tick it when customers can use it today. Visitors never see this box; they read the badge.',
  'ventures[].icon': 'The small drawing at the top left of the card.',
  'ventures[].color': "The colour of the icon's tile.",
  'ventures[].features': 'The ticked list on the card.',
  'ventures[].website':
    'The card\'s "Visit" link, opened in a new tab. Needed once the venture is live (open to customers, or its badge says Live); before that the card has no link.',
  'sections.about': 'The heading of the About part of the home page.',
  'sections.ventures': 'The heading above the venture cards.',
  'sections.community': 'The heading above the community figures.',
  'about.mission': 'The first paragraph of the About part of the home page.',
  'about.vision': 'The second paragraph of the About part.',
  'about.values': 'The cards under the mission and vision.',
  'testimonials[].text': 'The quotation, on the home page.',
  'testimonials[].author': 'Who said it, under the quotation.',
  'testimonials[].role': 'What they do, after their name.',
  'navigation[].name': "The link's text in the header menu.",
  'navigation[].href': 'Where it leads: a page of the site (/docs), a place on the home page (#join) or a web address.',
  'liveChat.title': 'The heading of the chat window. Left empty, it reads "Chat with" and the studio\'s name.',
  'liveChat.quickReplies': 'The buttons the chat offers a visitor.',
  'liveChat.botResponses': 'What the chat answers; "Default" when no keyword matches.',
  'liveChat.keywords': "The words in a visitor's message that choose an answer.",
};

/**
 * Help by the value's own name, wherever it is: the words an owner does not use (an item's id, a
 * heading's eyebrow) are named here once, where she needs them, and nowhere else.
 */
const BY_KEY: Record<string, string> = {
  id: 'Made from the name as you type it; the site uses it to tell the items apart and in links to them. Developers call it the id. Change it only if someone asks you to.',
  eyebrow: 'The short line in small capitals above the heading (designers call it the eyebrow).',
};

/** The help for the value at `path`, if it has any. */
export function fieldHelp(path: Path): string | undefined {
  const key = path.at(-1);
  return (
    HELP[
      path
        .map((part) => (typeof part === 'number' ? '[]' : part))
        .join('.')
        .replace(/\.\[\]/g, '[]')
    ] ?? (typeof key === 'string' ? BY_KEY[key] : undefined)
  );
}
