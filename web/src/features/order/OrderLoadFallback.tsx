/** What a view of an order shows before the order is there: the load error with Try again, or a spinner. */
interface OrderLoadFallbackProps {
  error: string | null;
  onRetry: () => void;
  loadingLabel: string;
  /** The view's own class for the spinner's box (each view's stylesheet places it). */
  loadingClassName: string;
}

export function OrderLoadFallback({ error, onRetry, loadingLabel, loadingClassName }: OrderLoadFallbackProps) {
  if (error !== null) {
    return (
      <div className="page">
        <div className="banner banner-error" role="alert">
          {error}
        </div>
        <button type="button" className="btn" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className={loadingClassName} role="status" aria-label={loadingLabel}>
      <div className="spinner" />
    </div>
  );
}
