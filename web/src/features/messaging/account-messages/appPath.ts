/**
 * A message's link into this app as a path of the current origin. The API hands out only links
 * under the configured public address, so the path is the app's own; opened here it works however
 * this browser reached the app (another host name, a port picked at start).
 */
export function appPath(link: string): string {
  if (!/^https?:\/\//.test(link)) return link;
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}
