/** Hands bytes to the browser as a download under a name (every export and document download). */
export function saveFile(data: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(typeof data === 'string' ? new Blob([data], { type }) : data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked once the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
