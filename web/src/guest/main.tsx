import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './GuestApp';
import './guest.css';

// The guests' own entry (guest.html): React and the socket client, nothing of the staff app.
createRoot(document.getElementById('guest-root')!).render(
  <StrictMode>
    <GuestApp />
  </StrictMode>,
);
