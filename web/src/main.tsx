// First, before the rest of the app is evaluated: the session check leaves now (boot-session.ts).
import './boot-session.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
// Before any navigation: remembers the path whose security policy this document carries.
import './features/payment/document-policy.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
