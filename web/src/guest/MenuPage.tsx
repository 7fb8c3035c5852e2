import type { GuestMessage, GuestOrdering, PublicProfile } from '@ros/shared-events';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type GuestApiError, guestApi, loadMenu, unitPriceOf, type CartLine, type MenuDish } from './api';
import { CartSheet } from './CartSheet';
import { useInstallable } from './installable';
import { DishDialog } from './DishDialog';
import { GuestPosts } from './GuestPosts';
import { useGuestSocket } from './socket';
import { newKey, useStored } from './storage';
import type { Translate } from './strings';

type Menu = NonNullable<Awaited<ReturnType<typeof loadMenu>>>;
export type Where = { rid: string; tableToken: string } | { rid: string; online: true };

/** Marks what an 86 took off (a dish, a variant or an option) as unavailable in the loaded menu. */
function applyAvailability(menu: Menu, m: Extract<GuestMessage, { type: 'menu.availability' }>): Menu {
  return {
    ...menu,
    items: menu.items.flatMap((d) => {
      if (d.id !== m.dishId) return [d];
      if (!m.variantId && !m.optionId) return m.isAvailable ? [d] : [];
      return [
        {
          ...d,
          variants: d.variants.map((v) => (v.id === m.variantId ? { ...v, isAvailable: m.isAvailable } : v)),
          modifierGroups: d.modifierGroups.map((g) => ({
            ...g,
            options: g.options.map((o) => (o.id === m.optionId ? { ...o, isAvailable: m.isAvailable } : o)),
          })),
        },
      ];
    }),
  };
}

/** The digital menu on a guest's phone: browse, search, favourites, the cart, and placing the order. */
export function MenuPage({
  where,
  t,
  language,
  onPlaced,
}: {
  where: Where;
  t: Translate;
  language: string;
  onPlaced: (token: string) => void;
}) {
  const { rid } = where;
  const [profile, setProfile] = useState<PublicProfile | null>(null);
  const [tableName, setTableName] = useState<string | null>(null);
  const [online, setOnline] = useState<GuestOrdering | null>(null);
  const [menu, setMenu] = useState<Menu | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [category, setCategory] = useState<string>('all');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<MenuDish | null>(null);
  const [showCart, setShowCart] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped when staff publish, change or hide a post: the posts are read again, live.
  const [postsVersion, setPostsVersion] = useState(0);
  const [cart, setCart] = useStored<CartLine[]>(`ros-guest-cart:${rid}`, []);
  const [favourites, setFavourites] = useStored<string[]>(`ros-guest-favourites:${rid}`, []);

  const reloadMenu = useCallback(
    () =>
      loadMenu(rid).then(setMenu, (err: GuestApiError) => setFailure(err.status === 404 ? t('notFound') : err.message)),
    [rid, t],
  );
  useEffect(() => {
    guestApi.profile(rid).then(setProfile, () => setFailure(t('notFound')));
    if ('tableToken' in where)
      guestApi.table(rid, where.tableToken).then(
        (x) => setTableName(x.name),
        () => setFailure(t('notFound')),
      );
    else guestApi.ordering(rid).then(setOnline, (err: GuestApiError) => setFailure(err.message));
    void reloadMenu();
  }, [rid, where, reloadMenu, t]);

  useGuestSocket({ restaurantId: rid }, (m) => {
    if (m.type === 'menu.changed') void reloadMenu();
    if (m.type === 'posts.changed') setPostsVersion((v) => v + 1);
    if (m.type !== 'menu.availability') return;
    setMenu((current) => (current ? applyAvailability(current, m) : current));
    if (m.isAvailable) return;
    const hit = (l: CartLine) =>
      l.dishId === m.dishId &&
      (m.variantId ? l.variantId === m.variantId : m.optionId ? l.modifierOptionIds.includes(m.optionId) : true);
    setCart((prev) => {
      if (prev.some(hit)) setNotice(t('removedSoldOut', { name: m.name }));
      return prev.filter((l) => !hit(l));
    });
  });

  const money = useMemo(() => {
    const fmt = new Intl.NumberFormat(language, { style: 'currency', currency: profile?.currency ?? 'USD' });
    return (minor: number) => fmt.format(minor / 100);
  }, [language, profile?.currency]);
  const dishes = useMemo(() => new Map((menu?.items ?? []).map((d) => [d.id, d])), [menu]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (menu?.items ?? []).filter(
      (d) =>
        (category === 'all' ||
          (category === 'favourites' ? favourites.includes(d.id) : d.categoryIds.includes(category))) &&
        (!q || d.name.toLowerCase().includes(q) || (d.description ?? '').toLowerCase().includes(q)),
    );
  }, [menu, category, query, favourites]);

  useInstallable(profile?.name ?? null);
  useEffect(() => {
    if (profile) document.title = profile.name;
    if (menu?.menu.color) document.documentElement.style.setProperty('--g-accent', menu.menu.color);
  }, [profile, menu]);

  if (failure)
    return (
      <main className="g-page">
        <p role="alert">{failure}</p>
      </main>
    );
  if (menu === undefined || !profile)
    return (
      <main className="g-page">
        <p aria-busy="true">{t('loading')}</p>
      </main>
    );
  if (menu === null)
    return (
      <main className="g-page">
        <h1>{profile.name}</h1>
        <p>{t('noMenu')}</p>
      </main>
    );

  const count = cart.reduce((s, l) => s + l.quantity, 0);
  const estimate = cart.reduce((s, l) => {
    const d = dishes.get(l.dishId);
    return s + (d ? unitPriceOf(d, l.variantId, l.modifierOptionIds) * l.quantity : 0);
  }, 0);
  const toggleFavourite = (id: string) =>
    setFavourites((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));
  const quickAdd = (d: MenuDish) =>
    d.variants.filter((v) => v.isAvailable).length <= 1 && d.modifierGroups.length === 0;

  return (
    <main className="g-page">
      <header
        className="g-hero"
        style={profile.coverImageUrl ? { backgroundImage: `url(${profile.coverImageUrl})` } : undefined}
      >
        <h1>{profile.name}</h1>
        {tableName && <p>{t('table', { name: tableName })}</p>}
      </header>
      {online?.closedReason && (
        <p className="g-notice" role="alert">
          {online.closedReason}
        </p>
      )}
      {notice && (
        <p className="g-notice" role="status">
          {notice}{' '}
          <button type="button" className="g-link" aria-label={t('close')} onClick={() => setNotice(null)}>
            ✕
          </button>
        </p>
      )}
      <GuestPosts rid={rid} t={t} language={language} version={postsVersion} />
      <label className="g-sr" htmlFor="g-search">
        {t('search')}
      </label>
      <input
        id="g-search"
        type="search"
        className="g-search"
        placeholder={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <nav className="g-tabs" aria-label={menu.menu.name}>
        {[
          { id: 'all', name: t('all') },
          ...(favourites.length ? [{ id: 'favourites', name: `♥ ${t('favourites')}` }] : []),
          ...menu.categories,
        ].map((c) => (
          <button key={c.id} type="button" aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
            {c.name}
          </button>
        ))}
      </nav>
      <ul className="g-dishes" aria-label={menu.menu.name}>
        {shown.map((d) => {
          const soldOut = d.variants.every((v) => !v.isAvailable);
          const fav = favourites.includes(d.id);
          return (
            <li key={d.id} className={soldOut ? 'g-dish g-soldout' : 'g-dish'}>
              {d.images[0] && <img src={d.images[0]} alt="" loading="lazy" width={72} height={72} />}
              <div className="g-dish-body">
                <h3>{d.name}</h3>
                {d.description && <p className="g-muted">{d.description}</p>}
                {d.dietaryTags.length > 0 && <p className="g-tags">{d.dietaryTags.join(' · ')}</p>}
                <span className="g-price">{money(d.variants.find((v) => v.isDefault)?.price ?? d.price)}</span>
              </div>
              <div className="g-dish-actions">
                <button
                  type="button"
                  className="g-icon"
                  aria-pressed={fav}
                  aria-label={t(fav ? 'removeFavourite' : 'addFavourite', { name: d.name })}
                  onClick={() => toggleFavourite(d.id)}
                >
                  {fav ? '♥' : '♡'}
                </button>
                {soldOut ? (
                  <span className="g-badge">{t('soldOut')}</span>
                ) : (
                  <button
                    type="button"
                    className="g-add"
                    aria-label={`${t('add')} ${d.name}`}
                    onClick={() =>
                      quickAdd(d)
                        ? setCart((prev) => [
                            ...prev,
                            {
                              key: newKey(),
                              dishId: d.id,
                              variantId: d.variants.find((v) => v.isAvailable)?.id ?? null,
                              modifierOptionIds: [],
                              quantity: 1,
                              remarks: '',
                            },
                          ])
                        : setOpen(d)
                    }
                  >
                    {t('add')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {count > 0 && (
        <button type="button" className="g-cart-bar" onClick={() => setShowCart(true)}>
          {t('openCart', { count, amount: money(estimate) })}
        </button>
      )}
      {open && (
        <DishDialog
          dish={open}
          t={t}
          money={money}
          onClose={() => setOpen(null)}
          onAdd={(line) => {
            setCart((prev) => [...prev, { ...line, key: newKey() }]);
            setOpen(null);
          }}
        />
      )}
      {showCart && (
        <CartSheet
          rid={rid}
          cart={cart}
          dishes={dishes}
          online={online}
          tableToken={'tableToken' in where ? where.tableToken : null}
          t={t}
          money={money}
          setCart={setCart}
          onClose={() => setShowCart(false)}
          onPlaced={(token) => {
            setCart([]);
            onPlaced(token);
          }}
        />
      )}
    </main>
  );
}
