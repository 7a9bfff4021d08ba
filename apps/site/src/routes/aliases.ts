/** Old and alternative paths and where they now live (decision D1). */
export const aliases: Readonly<Record<string, string>> = {
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/documentation': '/docs',
  '/social-impact-technology': '/social-impact-tech',
  '/sustainable-business-incubator': '/sustainable-business',
};
