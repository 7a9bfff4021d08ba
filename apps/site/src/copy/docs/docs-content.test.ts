import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

  it('explains each job in the site editor with the section names the owner sees there', () => {
    const all = docsTabs.map((tab) => tabText(tab.id)).join('\n');
    for (const name of [
      'Content › Company',
      'Content › Ventures',
      'Content › Pictures',
      'Content › Stories',
      'Content › History',
      'Leads',
      'Activity',
      'Health',
      'Privacy',
      'Settings',
      'Account',
      '/admin',
    ]) {
      expect(all, name).toContain(name);
    }
    for (const phrase of [
      'Create a passkey',
      'Add a passkey',
      'Sign in with a passkey',
      'Require a passkey to sign in',
      'never locks you out',
      'how many minutes to wait',
      'password1234',
      'Sign out everywhere',
      'A setup link for another owner',
      'Preview',
      'Discard preview',
      'Unpublished changes restored',
      'without reloading',
      'Restore',
    ]) {
      expect(tabText('content-editing'), phrase).toContain(phrase);
    }
    expect(tabText('managing-ventures')).toContain('Add venture');
    expect(tabText('managing-ventures')).toMatch(/Coming Soon.*Beta.*Live/s);
  });

  it('speaks to the owner, not to a developer: no commands, server addresses, databases or source files', () => {
    for (const tab of docsTabs) {
      const text = tabText(tab.id);
      for (const word of [
        'pnpm',
        'POST /api',
        'GET /api',
        '/api/leads',
        'SQLite',
        'PostgreSQL',
        'outbox',
        'packages/',
        'apps/site',
        'VITE_',
        'curl',
        'idempotency',
        'console',
        'rootedSiteContent',
      ]) {
        expect(text, `${tab.id}: ${word}`).not.toContain(word);
      }
    }
  });

  it('gives the image guidance (formats, sizes, alt text)', () => {
    const text = tabText('images-and-media');
    for (const phrase of ['JPG, PNG or WebP', '2 MB', '1920 × 1080', '800 × 600', '400 × 400'])
      expect(text).toContain(phrase);
  });

  it('lists the four forms with the sources and tags they send to Omnisend and the events to build automations on', () => {
    const rows = tabText('forms-and-email');
    expect(rows).toContain(
      'Contact | contact_form | contact_form, source: contact_form | subject, message, contactDate (ISO)',
    );
    expect(rows).toContain('Newsletter | newsletter_signup | newsletter_subscriber, source: newsletter_signup');
    expect(rows).toContain(
      'Join us | join_us_form | community_applicant, source: join_us_form | company, role, interests, message, applicationDate (ISO)',
    );
    expect(rows).toContain('Exit intent | exit_intent_popup | exit_intent_capture, lead, source: exit_intent_popup');
    for (const phrase of [
      'newsletter_confirmation_requested',
      'confirmationUrl',
      'welcome_sequence',
      'contacts read and write',
      'events write',
      'Subscription confirmed',
    ]) {
      expect(rows, phrase).toContain(phrase);
    }
  });

  it('tells the owner how to answer a request for a copy or an erasure, from the editor', () => {
    const text = tabText('forms-and-email');
    for (const phrase of [
      'from your own mail account',
      'Open Privacy',
      'Download (JSON)',
      'Erase for good',
      'gdpr_erased',
      'delete it',
      'A request by email or phone',
      'Correct details',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('keeps Technical short: where the data lives and what to give a developer, whose material is in the repository', () => {
    const text = tabText('technical');
    for (const phrase of [
      'Messages, signups and applications',
      'docs/site-operations.md',
      'launch-ready check --format github',
    ])
      expect(text, phrase).toContain(phrase);
    expect(text.length).toBeLessThan(2500);
  });

  it('has moved the developer material to the repository: every server setting, the readiness check and its exit codes', () => {
    const guide = readFileSync(resolve(process.cwd(), '../../docs/site-operations.md'), 'utf8');
    for (const key of [
      'OMNISEND_API_KEY',
      'OMNISEND_BRAND_ID',
      'VITE_SITE_URL',
      'VITE_GA_MEASUREMENT_ID',
      'VITE_ENABLE_ANALYTICS',
      'VITE_ENABLE_ERROR_TRACKING',
      'VITE_ENABLE_PERFORMANCE_MONITORING',
      'OMNISEND_API_URL',
      'LEADS_DB',
      'DATABASE_URL',
      'DATABASE_SCHEMA',
      'OPERATOR_TOKEN',
      'LEADS_ADMIN_TOKEN',
      'PORT',
      'HOST',
      'launch-ready check --format github',
      'pnpm start',
      'dist/client',
      'site-owner add',
      'CONTENT_BUILD_HOOK',
      'rootedSiteContent.updateSiteContent(',
      'POST /api/leads',
      '/api/leads/status',
      'X-Forwarded-Proto',
      'HSTS',
      'LEADS_DOUBLE_OPT_IN=false',
    ]) {
      expect(guide, key).toContain(key);
    }
    expect(guide).toMatch(
      /\| 0 \| Ready \|\n\| 1 \| Not ready.*\n\| 2 \| Usage or configuration error.*\n\| 3 \| Internal error/,
    );
  });
});
