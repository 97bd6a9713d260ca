/**
 * CSV export (spec catalogue §7; issue 19 item 20): a desktop browser downloads the .csv; a device
 * whose browser can share files (the Web Share API with a file, on a touch device) opens the system
 * share sheet with it instead. Cancelling the sheet does nothing; a failing share falls back to the
 * download, so the file is never lost.
 */
import { saveFile } from './save-file.ts';

export const CSV_TYPE = 'text/csv';

/** What the browser offers; injected so the choice is testable without one. */
export interface ShareEnvironment {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
  /** A touch device (the primary pointer is coarse): where a share sheet is the expected way out. */
  isHandheld: boolean;
  download: (data: string, fileName: string) => void;
}

export const browserShareEnvironment = (): ShareEnvironment => ({
  canShare: typeof navigator.canShare === 'function' ? (data) => navigator.canShare(data) : undefined,
  share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
  isHandheld: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
  download: (data, fileName) => saveFile(data, fileName, `${CSV_TYPE};charset=utf-8`),
});

/** Answers how the file left: 'shared', 'cancelled' (the person closed the sheet) or 'downloaded'. */
export async function exportCsv(
  csv: string,
  fileName: string,
  env: ShareEnvironment = browserShareEnvironment(),
): Promise<'shared' | 'cancelled' | 'downloaded'> {
  if (env.isHandheld && env.share && env.canShare) {
    const data: ShareData = { files: [new File([csv], fileName, { type: CSV_TYPE })], title: fileName };
    if (env.canShare(data)) {
      try {
        await env.share(data);
        return 'shared';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      }
    }
  }
  env.download(csv, fileName);
  return 'downloaded';
}
