/**
 * The orders list live (issue 36 item 5): a change to any order the viewer may see reads the page of
 * the list again through its store's own reload (a row's status and total as the server now answers
 * them, with the viewer's price projection), gathered so a burst of changes is one read.
 */
import { useEffect } from 'react';
import { useOrdersListStore } from './orders-list-store.ts';
import { openLiveChannel } from '../../api/live-channel.ts';

const GATHER_MS = 150;

export function useLiveOrdersList(orgId: number): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void useOrdersListStore.getState().reload(), GATHER_MS);
    };
    const close = openLiveChannel({ scope: 'orders', orgId }, { onChange: schedule, onReload: schedule });
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [orgId]);
}
