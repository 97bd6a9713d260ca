/**
 * An error message with an optional Dismiss button, announced as an alert. Shown in place, or, while
 * a dialog is open, at the top of that dialog: a modal dialog hides the page behind it, so an error
 * shown there would be neither seen nor read.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopNoticeSlot } from './notice-slot.ts';

interface ErrorBannerProps {
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

export function ErrorBanner({ children, onDismiss, className }: ErrorBannerProps) {
  const slot = useTopNoticeSlot();
  const banner = (
    <div className={`banner banner-error error-banner${className ? ` ${className}` : ''}`} role="alert">
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className="btn btn-small btn-ghost" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
  return slot ? createPortal(banner, slot) : banner;
}
