import type { PublicGuestPost } from '@ros/shared-events';
import { useEffect, useMemo, useState } from 'react';
import { guestApi } from './api';
import type { Translate } from './strings';

/**
 * The restaurant's specials and events of today, above the menu (the digital menu and online
 * ordering alike), read again when the staff change them. Nothing shows when there are none, or when
 * they cannot be read: the menu matters more.
 */
export function GuestPosts({
  rid,
  t,
  language,
  version,
}: {
  rid: string;
  t: Translate;
  language: string;
  /** A new value reads the posts again (the socket said they changed). */
  version: number;
}) {
  const [posts, setPosts] = useState<PublicGuestPost[]>([]);
  useEffect(() => {
    guestApi.posts(rid).then(
      (r) => setPosts(r.data),
      () => setPosts([]),
    );
  }, [rid, version]);
  // The days are the restaurant's calendar days: shown as they are, whatever the phone's time zone.
  const day = useMemo(() => {
    const fmt = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (d: string) => fmt.format(new Date(`${d}T00:00:00Z`));
  }, [language]);
  if (!posts.length) return null;
  return (
    <section aria-labelledby="g-posts-title">
      <h2 id="g-posts-title">{t('posts')}</h2>
      <ul className="g-posts">
        {posts.map((p) => (
          <li key={p.id} className="g-post" data-testid="guest-post">
            {p.imageUrl && <img src={p.imageUrl} alt="" loading="lazy" width={72} height={72} />}
            <div>
              <span className="g-post-kind">{t(p.kind === 'special' ? 'postSpecial' : 'postEvent')}</span>
              <h3>{p.title}</h3>
              {p.body && <p>{p.body}</p>}
              <p className="g-muted">
                {p.startsOn === p.endsOn
                  ? day(p.startsOn)
                  : t('postDays', { from: day(p.startsOn), to: day(p.endsOn) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
