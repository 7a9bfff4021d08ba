/** Legal links point at the canonical paths (decision D1), never the old aliases. */
export const LEGAL_LINKS = [
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms of Service', href: '/terms' },
  { name: 'Cookie Policy', href: '/cookies' },
  { name: 'Documentation', href: '/docs' },
] as const;
