/** Dates are stored UTC as 'YYYY-MM-DD HH:mm:ss' and shown M/D/YYYY. */
const pad = (n: number) => String(n).padStart(2, '0');

export const toStoredDate = (d: Date = new Date()): string =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

export const parseStoredDate = (s: string): Date => new Date(s.replace(' ', 'T') + (s.length <= 10 ? 'T00:00:00Z' : 'Z'));

export const toDisplayDate = (s: string): string => {
  const d = parseStoredDate(s);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};

/** YYMMDD, used in document and drawing file names. */
export const toFileNameDate = (s: string): string => {
  const d = parseStoredDate(s);
  return `${String(d.getUTCFullYear()).slice(2)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
};
