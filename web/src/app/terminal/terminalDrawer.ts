/** Where this terminal keeps the name of its cash drawer (set on the cash drawer page). */
export const DRAWER_NAME_KEY = 'ros.cashDrawer.name';

/** The cash drawer of this terminal, as its cash payments and refunds name it: the saved name, else "Main". */
export function terminalDrawerName(): string {
  try {
    return localStorage.getItem(DRAWER_NAME_KEY)?.trim() || 'Main';
  } catch {
    return 'Main';
  }
}
