/** This device as a shared terminal: kept in localStorage (it outlives every staff session on it). */
export interface TerminalConfig {
  restaurantId: string;
  id: string;
  name: string;
  token: string;
  idleLockSeconds: number;
}

const KEY = 'ros.terminal';
/** Set (per tab session) while the signed-in member got there by PIN on this terminal. */
const SWITCHED = 'ros.terminalSwitched';

export function getTerminal(): TerminalConfig | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as TerminalConfig) : null;
  } catch {
    return null;
  }
}
export const saveTerminal = (t: TerminalConfig) => localStorage.setItem(KEY, JSON.stringify(t));
export const forgetTerminal = () => localStorage.removeItem(KEY);

export const markSwitched = () => sessionStorage.setItem(SWITCHED, '1');
export const clearSwitched = () => sessionStorage.removeItem(SWITCHED);
export const isSwitched = () => sessionStorage.getItem(SWITCHED) === '1' && getTerminal() !== null;
