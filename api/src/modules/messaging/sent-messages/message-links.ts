/** Absolute links, and the relative ones account messages carry when no public address is set. */
const LINK = /https?:\/\/[^\s<>"')]+|(?<=^|\s)\/[A-Za-z0-9][^\s<>"')]*/g;

/**
 * The links a message's plain text carries into this app: absolute ones under `linkBase` and
 * relative ones, in order, each once. A link elsewhere (typed into a guest's name, say) is left out,
 * so the app never offers a link it did not build.
 */
export function appLinks(text: string, linkBase: string): string[] {
  const base = `${linkBase.replace(/\/+$/, '')}/`;
  const links = (text.match(LINK) ?? []).map((l) => l.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links.filter((l) => l.startsWith('/') || l.startsWith(base)))];
}
