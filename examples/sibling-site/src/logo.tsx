/**
 * Colmena's logo for the Header and Footer `logo` slot. The brand name beside it is the link's
 * text, so the image is decorative (`alt=""`).
 */
export const logo = <img src="/colmena.svg" alt="" width={36} height={36} className="size-9 rounded-control" />;
