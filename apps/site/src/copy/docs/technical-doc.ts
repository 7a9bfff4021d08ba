import { code, list, note, p, table } from '../rich-text';
import type { DocsTab } from './docs-tab';

export const technicalDoc: DocsTab = {
  id: 'technical',
  intro: 'Environment variables, the launch readiness check, building and deploying.',
  sections: [
    {
      id: 'environment',
      title: 'Environment variables',
      blocks: [
        p(['Variables starting with ', { code: 'VITE_' }, ' are public: they are built into the pages. All others stay on the server. Never give a secret a ', { code: 'VITE_' }, ' name.']),
        table('Each variable and when it is valid', ['Variable', 'Required', 'Valid when'], [
          [[{ code: 'OMNISEND_API_KEY' }], 'Yes (secret)', ['Not the placeholder ', { code: 'your_omnisend_api_key' }, ' and longer than 10 characters']],
          [[{ code: 'OMNISEND_BRAND_ID' }], 'No (nothing of the site reads it)', ['When set: not the placeholder ', { code: 'your_brand_id' }, ' and longer than 5 characters']],
          [[{ code: 'VITE_SITE_URL' }], 'Yes', ['Starts with ', { code: 'https://' }, ' and contains no ', { code: 'localhost' }, '; used for canonical links and the sitemap']],
          [[{ code: 'VITE_GA_MEASUREMENT_ID' }], 'No', ['Starts with ', { code: 'G-' }, ' and longer than 10 characters']],
          [[{ code: 'VITE_ENABLE_ANALYTICS' }], 'No', [{ code: 'true' }, ' or ', { code: 'false' }]],
          [[{ code: 'VITE_ENABLE_ERROR_TRACKING' }], 'No', [{ code: 'true' }, ' or ', { code: 'false' }]],
          [[{ code: 'VITE_ENABLE_PERFORMANCE_MONITORING' }], 'No', [{ code: 'true' }, ' or ', { code: 'false' }]],
          [[{ code: 'OMNISEND_API_URL' }], 'No', 'Overrides the Omnisend API address (tests, a local fake)'],
          [[{ code: 'LEADS_DB' }], 'No', ['Path of the SQLite outbox file (default ', { code: 'apps/site/data/leads.db' }, '); keep it on a persistent disk']],
          [[{ code: 'DATABASE_URL' }], 'No', [{ code: 'postgres://…' }, ': keeps leads, idempotency keys and rate limits in PostgreSQL instead of the SQLite file, so several instances can share them']],
          [[{ code: 'DATABASE_SCHEMA' }], 'No', ['PostgreSQL schema for those tables (default ', { code: 'public' }, ')']],
          [[{ code: 'LEADS_ADMIN_TOKEN' }], 'No', ['Enables ', { code: 'GET /api/leads/status' }]],
          [[{ code: 'LEADS_SIGNING_SECRET' }], 'Recommended', ['Signs form tokens and confirmation links (32 random characters or more); without it one is generated and kept next to ', { code: 'LEADS_DB' }]],
          [[{ code: 'LEADS_SIGNING_SECRET_PREVIOUS' }], 'No', 'The secret before a rotation, accepted for 7 more days so mailed links keep working'],
          [[{ code: 'LEADS_DOUBLE_OPT_IN' }], 'No', ['On by default; ', { code: 'false' }, ' subscribes signups without a confirmation email']],
          [[{ code: 'PUBLIC_URL' }], 'Yes, in production', 'The site’s address, used in confirmation links'],
          [[{ code: 'TRUST_PROXY' }], 'No', [{ code: '1' }, ' behind one reverse proxy that sets ', { code: 'X-Forwarded-For' }, ' (or the number of proxies), so rate limits and consent records use the visitor’s address']],
          [[{ code: 'PORT' }, ', ', { code: 'HOST' }], 'No', ['Where the server listens (default ', { code: '127.0.0.1:4173' }, ')']],
        ]),
      ],
    },
    {
      id: 'readiness',
      title: 'Launch readiness check',
      blocks: [
        p(['The ', { code: 'launch-ready' }, ' command checks the variables above and the 13-item launch checklist. The site is ready only when there are no issues and the score (the share of required variables present and valid) is at least 90%.']),
        code('Readiness commands', 'launch-ready check\nlaunch-ready check --format github   # annotations in CI\nlaunch-ready explain OMNISEND_API_KEY\nlaunch-ready init                    # writes .env.example'),
        table('Exit codes', ['Exit', 'Meaning'], [
          ['0', 'Ready'],
          ['1', 'Not ready: issues, or a score below the minimum'],
          ['2', 'Usage or configuration error (unknown flag, missing config or env file)'],
          ['3', 'Internal error (a bug)'],
        ]),
      ],
    },
    {
      id: 'deploying',
      title: 'Building and deploying',
      blocks: [
        code('Build and start', 'pnpm install\nVITE_SITE_URL=https://your-site.example pnpm turbo run build --filter=@rooted/site...\ncd apps/site && pnpm start'),
        list([
          ['The build writes every page as HTML to ', { code: 'apps/site/dist/client' }, ' (each route as ', { code: '<path>/index.html' }, ', plus ', { code: '404.html' }, ', ', { code: 'sitemap.xml' }, ' and ', { code: 'robots.txt' }, ').'],
          [{ code: 'pnpm start' }, ' runs the site’s own server: pages, security headers, permanent redirects for old addresses and the lead API. Run it behind HTTPS.'],
          ['Static hosting also works: upload ', { code: 'dist/client' }, ' and configure the host to answer unknown paths with ', { code: '404.html' }, '. Old addresses are then redirected by the browser, and forms need the lead API deployed separately.'],
        ]),
        note(['Set ', { code: 'VITE_SITE_URL' }, ' at build time: canonical links, share previews and the sitemap are written into the pages then.']),
      ],
    },
  ],
};
