import { describe, expect, it } from 'vitest';
import { plainText, type Block } from '../rich-text';
import { docsContent } from './docs-content';
import { DEFAULT_DOCS_TAB, docsTabs, isDocsTabId } from './docs-tabs';

const textOf = (blocks: readonly Block[]) =>
  blocks
    .flatMap((block) => {
      if (block.kind === 'p' || block.kind === 'note') return [plainText(block.text)];
      if (block.kind === 'list') return block.items.map(plainText);
      if (block.kind === 'table') return block.rows.map((row) => row.map(plainText).join(' | '));
      if (block.kind === 'code') return [block.code];
      return [];
    })
    .join('\n');
const tabText = (id: keyof typeof docsContent) => docsContent[id].sections.map((s) => textOf(s.blocks)).join('\n');

describe('documentation tabs', () => {
  it('has the six tabs in order, Overview first and default', () => {
    expect(docsTabs.map((tab) => tab.label)).toEqual([
      'Overview',
      'Content Editing',
      'Managing Ventures',
      'Images and Media',
      'Forms and Email',
      'Technical',
    ]);
    expect(DEFAULT_DOCS_TAB).toBe('overview');
    for (const tab of docsTabs) expect(docsContent[tab.id].sections.length, tab.id).toBeGreaterThan(1);
    expect(isDocsTabId('technical')).toBe(true);
    expect(isDocsTabId('main')).toBe(false);
  });

  it('tells owners how sign-in holds: passkeys, the limits without lockout, sessions, HSTS', () => {
    const text = tabText('content-editing');
    for (const phrase of ['Create a passkey', 'Add a passkey', 'Sign in with a passkey', 'Require a passkey to sign in', 'never locks you out', 'how many minutes to wait', 'password1234', 'Sign out everywhere', 'A setup link for another owner', 'X-Forwarded-Proto', 'HSTS']) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('describes the editor at /admin: sign-in, preview, publish, history and rollback, and the console API for developers', () => {
    const text = tabText('content-editing');
    for (const phrase of ['/admin/sign-in', 'site-owner add', 'Preview', 'Discard preview', 'rooted-ventures-site-preview', 'Unpublished changes restored', 'without reloading', 'rooted-ventures-site-content', 'History', 'Restore', 'CONTENT_BUILD_HOOK', 'rootedSiteContent.updateSiteContent(', 'lists are replaced whole']) {
      expect(text, phrase).toContain(phrase);
    }
    // An owner is not sent to a package's source files to publish.
    expect(text).not.toContain('packages/site-content');
    expect(tabText('managing-ventures')).toContain('Add venture');
    expect(tabText('managing-ventures')).not.toContain('packages/site-content');
    expect(tabText('managing-ventures')).toMatch(/Coming Soon.*Beta.*Live/s);
  });

  it('gives the image guidance (formats, sizes, alt text)', () => {
    const text = tabText('images-and-media');
    for (const phrase of ['JPG, PNG or WebP', '2 MB', '1920 × 1080', '800 × 600', '400 × 400']) expect(text).toContain(phrase);
  });

  it('lists the four forms with the sources and tags they send to Omnisend and the welcome_sequence event', () => {
    const rows = tabText('forms-and-email');
    expect(rows).toContain('Contact | contact_form | contact_form, source: contact_form | subject, message, contactDate (ISO)');
    expect(rows).toContain('Newsletter | newsletter_signup | newsletter_subscriber, source: newsletter_signup');
    expect(rows).toContain('Join us | join_us_form | community_applicant, source: join_us_form | company, role, interests, message, applicationDate (ISO)');
    expect(rows).toContain('Exit intent | exit_intent_popup | exit_intent_capture, lead, source: exit_intent_popup');
    expect(rows).toContain('welcome_sequence');
    expect(rows).toContain('/api/leads/status');
  });

  it('tells the owner how to set up the confirmation email and which permissions the key needs', () => {
    const text = tabText('forms-and-email');
    for (const phrase of ['newsletter_confirmation_requested', 'confirmationUrl', 'welcome_sequence', 'contacts read and write', 'events write', 'LEADS_DOUBLE_OPT_IN=false', 'Subscription confirmed']) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('tells the owner how to answer a request for a copy or an erasure, from the desk', () => {
    const text = tabText('forms-and-email');
    for (const phrase of ['from your own mail account', 'Privacy section', 'Download (JSON)', 'Erase for good', 'gdpr_erased', 'delete it', 'A request by email or phone']) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('names every environment variable, the readiness CLI and its exit codes', () => {
    const text = tabText('technical');
    for (const key of [
      'OMNISEND_API_KEY', 'OMNISEND_BRAND_ID', 'VITE_SITE_URL', 'VITE_GA_MEASUREMENT_ID', 'VITE_ENABLE_ANALYTICS',
      'VITE_ENABLE_ERROR_TRACKING', 'VITE_ENABLE_PERFORMANCE_MONITORING', 'OMNISEND_API_URL', 'LEADS_DB',
      'DATABASE_URL', 'DATABASE_SCHEMA', 'LEADS_ADMIN_TOKEN', 'PORT', 'HOST', 'launch-ready check --format github', 'pnpm start', 'dist/client',
    ]) {
      expect(text, key).toContain(key);
    }
    expect(text).toMatch(/0 \| Ready\n1 \| Not ready.*\n2 \| Usage or configuration error.*\n3 \| Internal error/);
  });
});
