/** Shown until the session and the organisation's plugins have loaded (spec orders.md §2). */
import { loadingMessages } from '@configurator/core';
import './shell.css';

export function LoadingScreen() {
  const [title, subtitle, caption] = loadingMessages;
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <h1 className="loading-title">{title}</h1>
      <p className="loading-subtitle">{subtitle}</p>
      <p className="loading-caption">{caption}</p>
    </div>
  );
}
