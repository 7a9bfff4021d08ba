import { Hono, type Context } from 'hono';
import { messagePage } from './sign-in/admin-pages';
import type { OwnerSession } from './sign-in/sessions';

/**
 * The owner's app's sections besides the front page at `/admin` (apps/admin/src/shell/sections.ts):
 * their URLs serve the app. Any other `/admin/…` path stays a 404.
 */
export const ADMIN_SECTIONS = ['content', 'leads', 'activity', 'health', 'privacy', 'settings'] as const;

/**
 * The Content group's sections, each at `/admin/content/<slug>` (apps/admin/src/editor/content/content-sections.ts):
 * their URLs serve the app too.
 */
export const ADMIN_CONTENT_SECTIONS = [
  'company',
  'hero',
  'about',
  'ventures',
  'community',
  'testimonials',
  'navigation',
  'live-chat',
  'stories',
  'pictures',
  'history',
] as const;

/**
 * The editor's built files as the site serves them: `file` is a path inside the editor's build
 * (`/index.html`, `/assets/…`), `servedAs` the URL path it answers (for its type and caching).
 * Undefined when the build has no such file. The site's static server provides it.
 */
export type EditorFiles = (request: Request, file: string, servedAs: string) => Response | undefined;

type Env = { Variables: { session: OwnerSession; sessionId: string } };

/**
 * The owner's app, mounted at `/admin` behind the session guard, so its HTML and code never reach
 * anyone who is not signed in: its page at each section's URL, its hashed scripts and stylesheet,
 * and a 404 page for any other path. Without the editor's build (unit tests, a build without the
 * editor) the page says so.
 */
export function editorRoom(editor: EditorFiles | undefined) {
  const editorPage = (c: Context<Env>) => {
    const page = editor?.(c.req.raw, '/index.html', c.req.path);
    if (page) return page;
    return c.html(
      messagePage(
        'Site editor',
        `Signed in as ${c.get('session').owner.email}. The editor is not built: run the site's build.`,
      ),
      503,
    );
  };
  const app = new Hono<Env>();
  app.get('/', editorPage);
  // The owner's app shows one section per URL; each section's URL gets the app, which shows it. One
  // route per section, not one alternation: an unanchored `a|b` would also match an asset whose
  // name holds a section's (a lazily loaded `health-section-….js`).
  for (const section of ADMIN_SECTIONS) app.get(`/${section}`, editorPage);
  app.get(`/content/:part{(?:${ADMIN_CONTENT_SECTIONS.join('|')})}`, editorPage);
  app.get('/assets/:file{[\\w.-]+}', (c) => {
    const file = c.req.param('file');
    return editor?.(c.req.raw, `/assets/${file}`, `/admin/assets/${file}`) ?? c.text('Not found', 404);
  });
  app.all('*', (c) => c.html(messagePage('Not found', 'No such editor page.'), 404));
  return app;
}
