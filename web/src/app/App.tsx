import { Classes, OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '../routes';
import { useAppSelector } from './store/hooks';
import { store } from './store/store';
import { selectTheme } from './uiSlice';
import { selectUser } from './session/sessionSlice';
import { setInterfaceLanguage } from '../i18n';

/** Light or dark skin on the body, so portals (dialogs, toasts, popovers) follow it too. */
function ThemeSync() {
  const theme = useAppSelector(selectTheme);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, theme === 'dark');
  }, [theme]);
  return null;
}

/** The signed-in user's language (Account setting) is the interface's; signed out, English. */
function LanguageSync() {
  const language = useAppSelector(selectUser)?.language;
  useEffect(() => {
    void setInterfaceLanguage(language);
  }, [language]);
  return null;
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      {/* Blueprint's providers but hotkeys' (BlueprintProvider's third): no screen binds hotkeys, and
          its dialog would weigh on the first JS. */}
      <PortalProvider>
        <OverlaysProvider>
          <ThemeSync />
          <LanguageSync />
          <RouterProvider router={router} />
        </OverlaysProvider>
      </PortalProvider>
    </Provider>
  );
}
