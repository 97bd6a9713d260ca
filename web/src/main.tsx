// First, before the rest of the app is evaluated: the session check leaves now (boot-session.ts).
import './boot-session.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startBootLoaders } from './router.tsx';
// Before any navigation: remembers the path whose security policy this document carries.
import './features/payment/document-policy.ts';

// The page's route starts its first call with the session, not after it (boot-data.ts).
startBootLoaders();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
