import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { guestApi } from './api';
import { MenuPage, type Where } from './MenuPage';
import { loadTranslate, phoneLanguage, type Translate } from './strings';

// The menu is in the page's first JS (a table's QR code opens it); every other page is its own chunk.
// The order's page is fetched as soon as a menu opens: placing an order shows it at once.
const statusPage = () => import('./StatusPage');
const StatusPage = lazy(() => statusPage().then((m) => ({ default: m.StatusPage })));
const BookingPage = lazy(() => import('./BookingPage').then((m) => ({ default: m.BookingPage })));
const TestCheckoutPage = lazy(() => import('./TestCheckoutPage').then((m) => ({ default: m.TestCheckoutPage })));
const UnsubscribePage = lazy(() => import('./UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));

/** A page of its own chunk, with what its own first render shows while the chunk loads. */
const Loading = ({ text, children }: { text: string; children: ReactNode }) => (
  <Suspense
    fallback={
      <main className="g-page">
        <p aria-busy="true">{text}</p>
      </main>
    }
  >
    {children}
  </Suspense>
);

type Route =
  | { page: 'table'; rid: string; tableToken: string }
  | { page: 'online'; slug: string }
  | { page: 'track'; token: string }
  | { page: 'test-checkout' }
  | { page: 'booking'; token: string }
  | { page: 'unsubscribe'; token: string }
  | { page: 'unknown' };

/**
 * `/menu/:restaurantId/:tableToken`, `/order/:restaurantSlug`, `/track/:orderToken`, `/pay/test` (the
 * test payment provider's page), and the links of guests' messages: `/reservation/:bookingToken`,
 * `/unsubscribe/:unsubscribeToken`.
 */
export function routeOf(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'menu' && parts.length === 3) return { page: 'table', rid: parts[1]!, tableToken: parts[2]! };
  if (parts[0] === 'order' && parts.length === 2) return { page: 'online', slug: parts[1]! };
  if (parts[0] === 'track' && parts.length === 2) return { page: 'track', token: parts[1]! };
  if (parts[0] === 'pay' && parts[1] === 'test' && parts.length === 2) return { page: 'test-checkout' };
  if (parts[0] === 'reservation' && parts.length === 2) return { page: 'booking', token: parts[1]! };
  if (parts[0] === 'unsubscribe' && parts.length === 2) return { page: 'unsubscribe', token: parts[1]! };
  return { page: 'unknown' };
}

/** The guests' app: the phone's language, then the page the link names. */
export function GuestApp() {
  const [route, setRoute] = useState(() => routeOf(location.pathname));
  const language = useMemo(() => phoneLanguage(), []);
  const [t, setT] = useState<Translate | null>(null);
  const [where, setWhere] = useState<Where | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    document.documentElement.lang = language;
    void loadTranslate(language).then((fn) => setT(() => fn));
  }, [language]);
  useEffect(() => {
    if (route.page === 'table' || route.page === 'online') void statusPage();
    if (route.page === 'table') setWhere({ rid: route.rid, tableToken: route.tableToken });
    if (route.page === 'online')
      guestApi.slug(route.slug).then(
        (r) => setWhere({ rid: r.restaurantId, online: true }),
        () => setMissing(true),
      );
  }, [route]);
  useEffect(() => {
    const onPop = () => setRoute(routeOf(location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  if (!t) return null;
  if (route.page === 'unknown' || missing)
    return (
      <main className="g-page">
        <p role="alert">{t('notFound')}</p>
      </main>
    );
  if (route.page === 'test-checkout')
    return (
      <Loading text={t('pageLoading')}>
        <TestCheckoutPage t={t} language={language} />
      </Loading>
    );
  if (route.page === 'booking')
    return (
      <Loading text={t('pageLoading')}>
        <BookingPage token={route.token} t={t} language={language} />
      </Loading>
    );
  if (route.page === 'unsubscribe')
    return (
      <Loading text={t('pageLoading')}>
        <UnsubscribePage token={route.token} t={t} />
      </Loading>
    );
  if (route.page === 'track')
    return (
      <Loading text={t('loading')}>
        <StatusPage
          token={route.token}
          t={t}
          language={language}
          back={new URLSearchParams(location.search).get('back')}
        />
      </Loading>
    );
  if (!where)
    return (
      <main className="g-page">
        <p aria-busy="true">{t('loading')}</p>
      </main>
    );
  const onPlaced = (token: string) => {
    history.pushState(null, '', `/track/${encodeURIComponent(token)}?back=${encodeURIComponent(location.pathname)}`);
    setRoute({ page: 'track', token });
  };
  return <MenuPage where={where} t={t} language={language} onPlaced={onPlaced} />;
}
