/**
 * The options of a property on its editor (§2): by rank, each opening the option popup; 'Untitled
 * Option' is added at rank 1 for a property without options, else count + 1 (§9). The dialog's code is
 * fetched when a pointer or the focus reaches an option, so the press opens it at once.
 */
import { useState } from 'react';
import { newRecordTitles, nextOptionRank } from '@configurator/core';
import { useSession } from '../../session/session-store.ts';
import { byRankThenId, useAdminCatalogue, type RowOf } from './admin-catalogue-store.ts';
import { OptionPopup } from './OptionPopup.tsx';
import { preloadModal } from '../../../ui/Modal.tsx';

export function PropertyOptionsList({ property, run }: { property: RowOf<'productProperty'>; run: (action: () => Promise<void>) => Promise<boolean> }) {
  const session = useSession();
  const all = useAdminCatalogue((s) => s.productOption).filter((o) => o.productPropertyId === property.id);
  const options = all.filter((o) => o.archived !== 1).sort(byRankThenId);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = all.find((o) => o.id === openId);

  const add = () =>
    run(async () => {
      const created = await useAdminCatalogue.getState().create('productOption', {
        orgId: session.activeOrg.id,
        title: newRecordTitles.productOption,
        productPropertyId: property.id,
        rank: nextOptionRank(all.length),
      });
      setOpenId(created.id);
    });

  return (
    <section className="card admin-section" aria-labelledby="admin-options-title">
      <div className="admin-page-header">
        <h2 id="admin-options-title">Options</h2>
        <button type="button" className="btn" onPointerEnter={preloadModal} onFocus={preloadModal} onClick={() => void add()}>
          Add option
        </button>
      </div>
      <ul className="admin-list">
        {options.map((o) => (
          <li key={o.id}>
            <button type="button" className="btn btn-ghost" onPointerEnter={preloadModal} onFocus={preloadModal} onClick={() => setOpenId(o.id)}>
              {o.title}
            </button>
            <span className="admin-id">ID {o.id}</span>
          </li>
        ))}
      </ul>
      {open && <OptionPopup option={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
