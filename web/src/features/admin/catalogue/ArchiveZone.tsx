/**
 * ARCHIVE / UNARCHIVE set apart from the editing actions (issue 34 item 1): its own band at the end
 * of the page or dialog, styled as the consequential action it is, with a line saying what it does.
 */
interface Props {
  /** 'property', 'option', 'product': named in the explanation. */
  what: string;
  archived: boolean;
  onToggle: () => void;
}

export function ArchiveZone({ what, archived, onToggle }: Props) {
  return (
    <div className="admin-archive-zone">
      <p className="admin-note">
        {archived ? `This ${what} is archived: it is hidden from new orders.` : `Archiving hides this ${what} from new orders; existing orders keep it.`}
      </p>
      <button type="button" className={archived ? 'btn' : 'btn admin-archive-button'} onClick={onToggle}>
        {archived ? 'UNARCHIVE' : 'ARCHIVE'}
      </button>
    </div>
  );
}
