/**
 * The upload box (spec catalogue §2, §4, §5, §9): an image drag-and-drop box, also a file picker by
 * click or keyboard (the real file input sits inside, focusable; Enter or Space opens it). States:
 * idle 'Drag and Drop or click to browse', dragging 'Drop here to upload.', uploading 'Uploading ...',
 * success 'File uploaded successfuly!' and failure (the spec's text, then the server's reason). A file
 * over 5 MB is refused with the alert 'Please choose a file under 5mb' and not sent. The picker offers
 * JPEG and PNG only. Four seconds after the server's answer the success state is set and onUploaded
 * runs (refetch the owning record there, or track the new medium).
 *
 * Props:
 * - target: what the upload is for (core's UploadTarget): `{ resource: 'productCategory', id }` for a
 *   record's thumbnail (product, productProperty, productCategory, productOption, productInstance),
 *   `{ mediumId }` for a new file of an existing medium, `{}` for a new medium; `title` sets the caption.
 * - label: the box's accessible name, e.g. 'Thumbnail of Cabinet Doors'.
 * - onUploaded(result): after the success state is set; result holds the medium and the new thumbnailUrl.
 * - previewUrl: the current image, shown beside the text (optional); a chosen file is shown at once instead.
 * - compact: a smaller box for lists and settings popups.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { UPLOAD_MIME_TYPES, UPLOAD_SUCCESS_DELAY_MS, uploadBoxTexts, type UploadBoxState, type UploadTarget } from '@configurator/core';
import { errorMessage } from '../api/api-client.ts';
import { FileTooBigError, uploadImage, type UploadResult } from '../api/upload-image.ts';
import { showAlert } from './dialogs.ts';
import './upload-box.css';

export interface UploadBoxProps {
  target: UploadTarget;
  label: string;
  onUploaded?: (result: UploadResult) => void;
  previewUrl?: string | null;
  compact?: boolean;
}

export function UploadBox({ target, label, onUploaded, previewUrl, compact = false }: UploadBoxProps) {
  const [state, setState] = useState<UploadBoxState>('idle');
  const [reason, setReason] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const depth = useRef(0);
  const textId = useId();
  // The chosen picture, shown at once while the upload and its states run (issue 34 item 1).
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const send = async (file: File | undefined) => {
    depth.current = 0;
    if (!file) return setState('idle');
    setReason(null);
    setState('uploading');
    setLocalUrl(URL.createObjectURL(file));
    try {
      const result = await uploadImage(file, target);
      timer.current = setTimeout(() => {
        setState('success');
        // From here the stored picture (the owner's previewUrl, refreshed by onUploaded) is shown.
        setLocalUrl(null);
        onUploaded?.(result);
      }, UPLOAD_SUCCESS_DELAY_MS);
    } catch (error) {
      if (error instanceof FileTooBigError) {
        setLocalUrl(null);
        setState('idle');
        await showAlert(error.message);
        return;
      }
      console.error('Upload failed', error);
      setLocalUrl(null);
      setReason(errorMessage(error));
      setState('failure');
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const busy = state === 'uploading';
  const onDrag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    if (busy) return;
    depth.current = Math.max(0, depth.current + (entering ? 1 : -1));
    setState(depth.current > 0 ? 'dragging' : 'idle');
  };

  return (
    <label
      className={`upload-box is-${state}${compact ? ' is-compact' : ''}`}
      onDragEnter={(e) => onDrag(e, true)}
      onDragLeave={(e) => onDrag(e, false)}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        if (!busy) void send(e.dataTransfer.files[0]);
      }}
    >
      <input
        ref={inputRef}
        type="file"
        className="upload-box-input"
        accept={UPLOAD_MIME_TYPES.join(',')}
        aria-label={label}
        aria-describedby={textId}
        // Not disabled while uploading: a disabled control would drop the keyboard focus to the page.
        aria-disabled={busy}
        onClick={(e) => {
          if (busy) e.preventDefault();
        }}
        onChange={(e) => {
          if (!busy) void send(e.target.files?.[0]);
        }}
      />
      {(localUrl ?? previewUrl) && <img className="upload-box-preview" src={localUrl ?? previewUrl ?? undefined} alt="" />}
      <span className="upload-box-text" id={textId} role="status">
        {uploadBoxTexts[state]}
        {state === 'failure' && reason && <span className="upload-box-reason">{reason}</span>}
      </span>
    </label>
  );
}
