import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/store/hooks';
import { logoutRequested } from '../../../app/session/sessionSlice';
import { clearSwitched, getTerminal, isSwitched } from '../../../app/terminal/terminalStorage';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * On a shared terminal, the member who switched in by PIN is signed out after the terminal's idle
 * seconds without a touch (or at once with `lock`), and the PIN screen comes back.
 */
export function useTerminalLock() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const active = isSwitched();
  const lock = useCallback(() => {
    clearSwitched();
    // To the PIN pad first: a floor session has no refresh token to revoke, so the sign-out is
    // immediate, and the page left behind would send the signed-out screen to /login.
    navigate('/terminal', { replace: true });
    dispatch(logoutRequested());
  }, [dispatch, navigate]);
  useEffect(() => {
    if (!active) return;
    const seconds = getTerminal()?.idleLockSeconds ?? 60;
    let timer = window.setTimeout(lock, seconds * 1000);
    const touched = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(lock, seconds * 1000);
    };
    for (const e of ACTIVITY) window.addEventListener(e, touched, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, touched);
    };
  }, [active, lock]);
  return { active, lock };
}
