import { describe, expect, it, vi } from 'vitest';
import { exportCsv, type ShareEnvironment } from './export-csv.ts';

const env = (over: Partial<ShareEnvironment>) => ({
  canShare: () => true,
  share: vi.fn(async (data: ShareData) => void data),
  isHandheld: true,
  ...over,
  download: vi.fn((data: string, fileName: string) => void [data, fileName]),
});

describe('CSV export: download on a desktop, share sheet where the device offers it', () => {
  it('downloads the .csv on a desktop browser, even one that could share', async () => {
    const desktop = env({ isHandheld: false });
    expect(await exportCsv('a,b\n1,2', 'orders-export-2026-11-23.csv', desktop)).toBe('downloaded');
    expect(desktop.download).toHaveBeenCalledWith('a,b\n1,2', 'orders-export-2026-11-23.csv');
    expect(desktop.share).not.toHaveBeenCalled();
  });

  it('shares a text/csv file on a device that can share files', async () => {
    const phone = env({});
    expect(await exportCsv('a,b', 'x.csv', phone)).toBe('shared');
    const data = (phone.share as ReturnType<typeof vi.fn>).mock.calls[0]![0] as ShareData;
    expect(data.files![0]!.name).toBe('x.csv');
    expect(data.files![0]!.type).toBe('text/csv');
    expect(phone.download).not.toHaveBeenCalled();
  });

  it('downloads where files cannot be shared, or when sharing fails; a cancelled sheet does nothing', async () => {
    const noFiles = env({ canShare: () => false });
    expect(await exportCsv('a', 'x.csv', noFiles)).toBe('downloaded');
    const noApi = env({ share: undefined, canShare: undefined });
    expect(await exportCsv('a', 'x.csv', noApi)).toBe('downloaded');
    const failing = env({ share: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    expect(await exportCsv('a', 'x.csv', failing)).toBe('downloaded');
    const cancelled = env({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await exportCsv('a', 'x.csv', cancelled)).toBe('cancelled');
    expect(cancelled.download).not.toHaveBeenCalled();
  });
});
