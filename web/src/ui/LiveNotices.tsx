/** The notices of other people's changes: bottom corner, read out politely, each closable by keyboard. */
import { dismissLiveNotice, useLiveNotices } from './live-notices.ts';
import './live-notices.css';

export function LiveNotices() {
  const notices = useLiveNotices((s) => s.notices);
  return (
    <div className="live-notices" role="status" aria-live="polite" aria-label="Changes by others">
      {notices.map((notice) => (
        <div key={notice.id} className="live-notice" style={notice.colour ? { borderLeftColor: notice.colour } : undefined}>
          <span className="live-notice-text">{notice.text}</span>
          <button type="button" className="live-notice-close" aria-label="Dismiss" onClick={() => dismissLiveNotice(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
