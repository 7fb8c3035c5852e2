import { useEffect } from 'react';

/** Makes the page installable as this restaurant's menu: a manifest whose start is this very link. */
export function useInstallable(name: string | null) {
  useEffect(() => {
    if (!name) return;
    const manifest = {
      name,
      short_name: name.slice(0, 12),
      start_url: location.pathname,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2d72d2',
      icons: [{ src: `${location.origin}/guest-icon.svg`, sizes: 'any', type: 'image/svg+xml' }],
    };
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = `data:application/manifest+json,${encodeURIComponent(JSON.stringify(manifest))}`;
  }, [name]);
}
