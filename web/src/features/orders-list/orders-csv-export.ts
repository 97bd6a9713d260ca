/**
 * The orders list's Export CSV (spec orders §2, §7, §8): the CSV variant of the orders-data call for the
 * current filters and search, saved as '{title or orders}-export-{YYYY-MM-DD}.csv' (or shared, see export-csv).
 */
import { ordersDataCall } from '@configurator/core';
import { callApi } from '../../api/api-client.ts';
import { exportCsv } from '../../api/export-csv.ts';
import { useOrdersListStore } from './orders-list-store.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The file name of the spec: the title, or 'orders' when there is none, '-export-' and the local date. */
export const csvExportFileName = (title: string, date: Date): string =>
  `${title.trim() || 'orders'}-export-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;

/** Fetches the whole filtered list as CSV: a download on a desktop, the share sheet on a device that shares files. */
export async function exportOrdersCsv(title: string): Promise<void> {
  const request = useOrdersListStore.getState().listRequest();
  if (!request) throw new Error('The orders list has not loaded yet.');
  const data = await callApi(ordersDataCall, { ...request, formatForCsvExport: true });
  if (data.productOrdersCsvData === undefined) throw new Error('The server sent no CSV data.');
  await exportCsv(data.productOrdersCsvData, csvExportFileName(title, new Date()));
}
