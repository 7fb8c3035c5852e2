import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, selectWorkPlaces } from '../session/sessionSlice';
import { getTerminal } from '../terminal/terminalStorage';
import { useAppSelector } from '../store/hooks';

/** Only signed-in users; others go to /login and come back afterwards (on a shared terminal: to its PIN pad). */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!isLoggedIn)
    return (
      <Navigate
        to={getTerminal() ? '/terminal' : '/login'}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  return <Outlet />;
}

/** Only signed-out visitors (login, register, forgot password). */
export function RequireGuest() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (isLoggedIn) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  return <Outlet />;
}

/** Restaurant pages need a current restaurant; without one the user creates one or accepts an invitation. */
export function RequireRestaurant() {
  const workPlaces = useAppSelector(selectWorkPlaces);
  if (workPlaces.length === 0) return <Navigate to="/restaurants/new" replace />;
  return <Outlet />;
}
