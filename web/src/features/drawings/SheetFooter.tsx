/**
 * The footer of every drawing sheet: the organisation's logo, the order number, the order's
 * last-updated date and 'Page X of Y'. Door elevation sheets ('signed') add Initials and Date lines.
 */
import { toDisplayDate } from '@configurator/core';

interface SheetFooterProps {
  logoUrl?: string;
  orgTitle: string;
  orderLabel: string;
  lastUpdated: string;
  pageNumber: number;
  pageCount: number;
  signed: boolean;
}

export function SheetFooter({ logoUrl, orgTitle, orderLabel, lastUpdated, pageNumber, pageCount, signed }: SheetFooterProps) {
  return (
    <footer className="sheet-footer">
      <span className="sheet-logo">{logoUrl ? <img src={logoUrl} alt={orgTitle} /> : <strong>{orgTitle}</strong>}</span>
      <span>{orderLabel}</span>
      <span>Last updated {toDisplayDate(lastUpdated)}</span>
      {signed && (
        <>
          <span className="sheet-sign-line">Initials</span>
          <span className="sheet-sign-line">Date</span>
        </>
      )}
      <span className="sheet-page-number">
        Page {pageNumber} of {pageCount}
      </span>
    </footer>
  );
}
