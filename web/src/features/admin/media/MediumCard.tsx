/**
 * One card of the media grid (spec catalogue §2 admin media): the image, its editable caption (saved
 * when the field is left or Enter is pressed), its associations to products, properties and options
 * (each removable; one added at a time from a grouped picker, narrowed by a search box that filters
 * 100 ms after typing rests, spec §9), and delete (confirmed first).
 */
import { useEffect, useId, useState } from 'react';
import { limits, type MediumWithUrls, type ResponseOf, type getMediaCall } from '@configurator/core';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';

export type MediaChoices = ResponseOf<typeof getMediaCall>['data']['choices'];
export type AssociationKind = keyof MediaChoices;
type Associations = Record<AssociationKind, number[]>;

export const associationKinds: { kind: AssociationKind; label: string }[] = [
  { kind: 'products', label: 'Products' },
  { kind: 'productProperties', label: 'Properties' },
  { kind: 'productOptions', label: 'Options' },
];

export const associationIdsOf = (medium: MediumWithUrls): Associations => ({
  products: Object.keys(medium.associations.products).map(Number),
  productProperties: Object.keys(medium.associations.productProperties).map(Number),
  productOptions: Object.keys(medium.associations.productOptions).map(Number),
});

interface MediumCardProps {
  medium: MediumWithUrls;
  choices: MediaChoices;
  busy: boolean;
  onSaveTitle: (title: string) => Promise<boolean>;
  onSetAssociations: (kind: AssociationKind, ids: number[]) => void;
  onDelete: () => void;
}

export function MediumCard({ medium, choices, busy, onSaveTitle, onSetAssociations, onDelete }: MediumCardProps) {
  const [title, setTitle] = useState(medium.title);
  const [saved, setSaved] = useState(false);
  const [adding, setAdding] = useState('');
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search, limits.associationSearchDebounceMs).trim().toLowerCase();
  const searchId = useId();
  const matches = (choice: { id: number; title: string }) => !searched || `${choice.title} #${choice.id}`.toLowerCase().includes(searched);
  useEffect(() => setTitle(medium.title), [medium.title]);
  const ids = associationIdsOf(medium);
  const name = medium.title || `Image ${medium.id}`;
  const titleOf = (kind: AssociationKind, id: number) => choices[kind].find((c) => c.id === id)?.title ?? `#${id}`;

  const saveTitle = async () => {
    if (title === medium.title) return;
    setSaved(await onSaveTitle(title));
  };

  const add = () => {
    const [kind, id] = adding.split(':') as [AssociationKind, string];
    if (!kind || !id) return;
    onSetAssociations(kind, [...ids[kind], Number(id)]);
    setAdding('');
  };

  return (
    <li className="card medium-card" aria-label={name}>
      <div className="medium-card-picture">{medium.thumbnailUrl ? <img src={medium.thumbnailUrl} alt={name} loading="lazy" /> : <span>No file</span>}</div>
      <div className="medium-card-body">
        <label className="field">
          <span className="field-label">Caption</span>
          <input
            className="input"
            value={title}
            maxLength={255}
            onChange={(e) => {
              setTitle(e.target.value);
              setSaved(false);
            }}
            onBlur={() => void saveTitle()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void saveTitle();
            }}
          />
        </label>
        <span className="medium-card-saved" role="status">
          {saved ? 'Caption saved' : ''}
        </span>
        {associationKinds.map(({ kind, label }) => (
          <div key={kind} className="medium-card-associations">
            <span className="field-label">{label}</span>
            {ids[kind].length === 0 ? (
              <span className="medium-card-none">None</span>
            ) : (
              <ul className="chips">
                {ids[kind].map((id) => (
                  <li key={id} className="chip">
                    {titleOf(kind, id)}
                    <button
                      type="button"
                      className="chip-remove"
                      disabled={busy}
                      aria-label={`Remove ${titleOf(kind, id)} from ${name}`}
                      onClick={() =>
                        onSetAssociations(
                          kind,
                          ids[kind].filter((other) => other !== id),
                        )
                      }
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <div className="field medium-card-search">
          <label className="field-label" htmlFor={searchId}>
            Search to associate
          </label>
          <input id={searchId} className="input" type="search" value={search} maxLength={255} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="medium-card-add">
          <select className="input" aria-label={`Associate ${name} with`} value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">Associate with…</option>
            {associationKinds.map(({ kind, label }) => (
              <optgroup key={kind} label={label}>
                {choices[kind]
                  .filter((c) => !ids[kind].includes(c.id) && matches(c))
                  .map((c) => (
                    <option key={c.id} value={`${kind}:${c.id}`}>
                      {c.title} (#{c.id})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" className="btn btn-small" disabled={busy || !adding} onClick={add}>
            Add
          </button>
        </div>
        <button type="button" className="btn btn-small btn-danger medium-card-delete" disabled={busy} onClick={onDelete}>
          Delete<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}
