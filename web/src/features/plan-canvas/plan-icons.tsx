/**
 * The canvas toolbar's icons (24-unit grid, 2-unit strokes, in the manner of Lucide): one named path
 * set per tool and command. Decorative: every button carries its name as its accessible name.
 */
const paths: Record<string, string[]> = {
  select: ['M5 3l13 7-6 1.5L9 18z'],
  wall: ['M3 17h18', 'M3 13h18', 'M3 13v4', 'M21 13v4', 'M9 13v4', 'M15 13v4'],
  elevation: ['M4 20V8l8-4 8 4v12', 'M4 20h16', 'M9 20v-6h6v6'],
  text: ['M5 6V4h14v2', 'M12 4v16', 'M9 20h6'],
  line: ['M5 19L19 5'],
  arrow: ['M5 19L19 5', 'M10 5h9v9'],
  trackingLine: ['M4 20L20 4', 'M4 14l2 2', 'M10 8l2 2', 'M14 4l2 2', 'M8 18l2 2', 'M14 12l2 2'],
  placePoints: ['M6 18L18 6', 'M4 16h4v4H4z', 'M16 4h4v4h-4z'],
  delete: ['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13'],
  copy: ['M8 8h12v12H8z', 'M4 16V4h12'],
  paste: ['M8 4h8v3H8z', 'M6 5H4v16h16V5h-2'],
  undo: ['M9 14L4 9l5-5', 'M4 9h10a6 6 0 010 12h-3'],
  redo: ['M15 14l5-5-5-5', 'M20 9H10a6 6 0 000 12h3'],
  rotate: ['M20 12a8 8 0 11-2.3-5.7', 'M20 4v5h-5'],
  selectAll: ['M4 4h4', 'M10 4h4', 'M16 4h4v4', 'M20 10v4', 'M20 16v4h-4', 'M14 20h-4', 'M8 20H4v-4', 'M4 14v-4', 'M4 8V4'],
  editPoints: ['M4 20l6-10 4 6 6-12', 'M3 18h3v3H3z', 'M9 9h2v2H9z', 'M13 15h2v2h-2z', 'M19 3h2v2h-2z'],
  contextMode: ['M3 12h18', 'M3 7h18', 'M3 17h18'],
  zoomIn: ['M11 4a7 7 0 100 14 7 7 0 000-14z', 'M21 21l-5-5', 'M11 8v6', 'M8 11h6'],
  zoomOut: ['M11 4a7 7 0 100 14 7 7 0 000-14z', 'M21 21l-5-5', 'M8 11h6'],
  fit: ['M4 9V4h5', 'M15 4h5v5', 'M20 15v5h-5', 'M9 20H4v-5'],
  layers: ['M12 3l9 5-9 5-9-5z', 'M3 13l9 5 9-5'],
  newViewport: ['M4 5h16v14H4z', 'M12 9v6', 'M9 12h6'],
  views: ['M4 5h6v6H4z', 'M14 5h6v6h-6z', 'M4 15h6v4H4z', 'M14 15h6v4h-6z'],
  inspector: ['M4 6h16', 'M4 12h16', 'M4 18h10', 'M9 4v4', 'M15 10v4'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  add: ['M12 5v14', 'M5 12h14'],
};

export function PlanIcon({ name }: { name: string }) {
  return (
    <svg
      className="plan-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {(paths[name] ?? paths.add!).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
