/** Old and alternative paths and where they now live (docs/decisions/0015). */
export const aliases: Readonly<Record<string, string>> = {
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/documentation': '/docs',
  '/social-impact-technology': '/social-impact-tech',
  '/sustainable-business-incubator': '/sustainable-business',
};
