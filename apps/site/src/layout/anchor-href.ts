/** Home anchors work from every page: on '/' they stay '#about', elsewhere they become '/#about'. */
export function anchorHref(href: string, onHome: boolean): string {
  return href.startsWith('#') && !onHome ? `/${href}` : href;
}
