/** Legal links point at the canonical paths (docs/decisions/0015), never the old aliases. */
export const LEGAL_LINKS = [
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms of Service', href: '/terms' },
  { name: 'Cookie Policy', href: '/cookies' },
  { name: 'Documentation', href: '/docs' },
  // Reopens the analytics consent banner (lib/consent); only in a build that has analytics.
  ...(__ANALYTICS__ ? [{ name: 'Cookie settings', href: '#cookie-settings' }] : []),
] as const;
