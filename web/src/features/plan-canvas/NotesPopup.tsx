/**
 * A viewport's Notes popup (catalogue §2, §3): the viewport's own notes, and one field per drawing
 * note its pages print (drawingNotesData: general, product spec, critical panel alignment, mismatch,
 * one per mural entity type ...). The fields are the ones the organisation's page types declare
 * (DrawingPageType.noteFields), so a plugin's pages bring their notes without naming them here.
 */
import { useId, useMemo, useState } from 'react';
import { drawingPageTypesPoint, VIEWPORT_NOTES_MAX, type DrawingNoteField, type OrgRegistry } from '@configurator/core';
import { Modal } from '../../ui/Modal.tsx';
import { useRegistry } from '../session/session-store.ts';
import './notes-popup.css';

export interface ViewportNotes {
  notes: string;
  drawingNotesData: Record<string, string>;
}

/** A note field and the pages that print it (shown under the field, so a writer knows who reads it). */
export type NoteFieldWithPages = DrawingNoteField & { pages: string[] };

/** Every note field of the enabled page types, once each, in the order the pages come. */
export function drawingNoteFields(registry: OrgRegistry): NoteFieldWithPages[] {
  const fields = new Map<string, NoteFieldWithPages>();
  for (const type of registry.all(drawingPageTypesPoint)) {
    for (const field of type.noteFields ?? []) {
      const known = fields.get(field.key);
      if (known) known.pages.push(type.title);
      else fields.set(field.key, { ...field, pages: [type.title] });
    }
  }
  return [...fields.values()];
}

/** The notes as saved: trimmed, empty fields left out (a page prints only the notes written). */
export function savedNotes(notes: string, drawingNotes: Record<string, string>): ViewportNotes {
  const drawingNotesData = Object.fromEntries(
    Object.entries(drawingNotes)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );
  return { notes: notes.trim(), drawingNotesData };
}

export function NotesPopup({
  viewport,
  onClose,
  onSubmit,
  readOnly = false,
}: {
  viewport: ViewportNotes & { title: string };
  onClose: () => void;
  onSubmit: (notes: ViewportNotes) => void;
  /** A locked order's plan: the notes are shown to be read, with Done instead of Save. */
  readOnly?: boolean;
}) {
  const registry = useRegistry();
  const fields = useMemo(() => drawingNoteFields(registry), [registry]);
  const [notes, setNotes] = useState(viewport.notes);
  const [drawingNotes, setDrawingNotes] = useState<Record<string, string>>(() => ({ ...viewport.drawingNotesData }));
  const id = useId();
  return (
    <Modal
      title={`Notes: ${viewport.title}`}
      {...(fields.length ? { width: 640 } : {})}
      onClose={onClose}
      footer={
        readOnly ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => onSubmit(savedNotes(notes, drawingNotes))}>
            Save notes
          </button>
        )
      }
    >
      <div className="viewport-notes">
        <label className="field-label" htmlFor={id}>
          Notes for this viewport
        </label>
        <textarea
          id={id}
          className="input"
          rows={fields.length ? 3 : 6}
          maxLength={VIEWPORT_NOTES_MAX}
          readOnly={readOnly}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        {fields.length > 0 && (
          <fieldset className="viewport-drawing-notes">
            <legend className="field-label">Notes printed on the drawing pages</legend>
            {fields.map((field) => (
              // Labelled by id, not by wrapping: a wrapping label's name would take in the note written in it.
              <div key={field.key} className="viewport-drawing-note">
                <label className="field-label" htmlFor={`${id}-${field.key}`}>
                  {field.label}
                </label>
                <textarea
                  id={`${id}-${field.key}`}
                  aria-describedby={`${id}-${field.key}-pages`}
                  className="input"
                  rows={2}
                  maxLength={VIEWPORT_NOTES_MAX}
                  readOnly={readOnly}
                  value={drawingNotes[field.key] ?? ''}
                  onChange={(e) => setDrawingNotes((current) => ({ ...current, [field.key]: e.target.value }))}
                />
                <span id={`${id}-${field.key}-pages`} className="viewport-drawing-note-pages">
                  On {field.pages.join(', ')}
                </span>
              </div>
            ))}
          </fieldset>
        )}
      </div>
    </Modal>
  );
}
