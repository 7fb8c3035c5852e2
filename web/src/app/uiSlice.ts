import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Theme = 'light' | 'dark';
const THEME_KEY = 'ros-theme';

function storedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

/** Layout preferences (seed defaults: light skin, vertical menu, sticky navbar, no footer, full width). */
export const uiSlice = createSlice({
  name: 'ui',
  initialState: () => ({ theme: storedTheme(), isSearchOpen: false, isMenuOpen: false }),
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
      localStorage.setItem(THEME_KEY, state.theme);
    },
    searchOpened(state) {
      state.isSearchOpen = true;
    },
    searchClosed(state) {
      state.isSearchOpen = false;
    },
    /** The side menu on narrow screens (always shown on wide ones). */
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isMenuOpen = action.payload ?? !state.isMenuOpen;
    },
  },
});

export const { themeToggled, searchOpened, searchClosed, menuToggled } = uiSlice.actions;

type WithUi = { ui: ReturnType<typeof uiSlice.getInitialState> };
export const selectTheme = (state: WithUi) => state.ui.theme;
export const selectIsSearchOpen = (state: WithUi) => state.ui.isSearchOpen;
export const selectIsMenuOpen = (state: WithUi) => state.ui.isMenuOpen;
