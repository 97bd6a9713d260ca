/**
 * The product graphic viewer (spec catalogue §2): a 3D view with an orbit camera and a 2D view
 * (the front view the product drawing uses), switched by a segmented control.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { drawingToSvg, graphicDrawing, type ProductGraphicNode } from '@configurator/core';

type View = '3d' | '2d';

function Preview3D({ nodes }: { nodes: readonly ProductGraphicNode[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const previewRef = useRef<Awaited<ReturnType<typeof import('./graphic-preview-3d.ts').createGraphicPreview>> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(nodes);
  latest.current = nodes;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let disposed = false;
    const observer = new ResizeObserver(() => {
      const box = canvas.getBoundingClientRect();
      previewRef.current?.resize(Math.max(1, Math.floor(box.width)), Math.max(1, Math.floor(box.height)));
    });
    void import('./graphic-preview-3d.ts')
      .then(({ createGraphicPreview }) => createGraphicPreview(canvas))
      .then((preview) => {
        if (disposed) return preview.dispose();
        previewRef.current = preview;
        const box = canvas.getBoundingClientRect();
        preview.resize(Math.max(1, Math.floor(box.width)), Math.max(1, Math.floor(box.height)));
        preview.update(latest.current);
        observer.observe(canvas);
      })
      .catch((e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      disposed = true;
      observer.disconnect();
      previewRef.current?.dispose();
      previewRef.current = null;
    };
  }, []);

  useEffect(() => previewRef.current?.update(nodes), [nodes]);

  return (
    <>
      <canvas
        ref={canvasRef}
        className="graphic-canvas"
        data-testid="graphic-3d"
        role="img"
        aria-label="3D preview of the graphic; drag to orbit, scroll to zoom"
      />
      {failed && (
        <p role="alert" className="graphic-preview-error">
          The 3D preview could not start: {failed}
        </p>
      )}
    </>
  );
}

function Preview2D({ nodes }: { nodes: readonly ProductGraphicNode[] }) {
  const svg = useMemo(() => {
    const drawing = graphicDrawing(nodes);
    const scale = Math.min(320 / drawing.width, 240 / drawing.height);
    return drawingToSvg(drawing, { scale, padding: 8, title: '2D view of the graphic' });
  }, [nodes]);
  return <div className="graphic-2d" data-testid="graphic-2d" dangerouslySetInnerHTML={{ __html: svg }} />;
}

export function GraphicPreview({ nodes }: { nodes: readonly ProductGraphicNode[] }) {
  const [view, setView] = useState<View>('3d');
  return (
    <section className="card graphic-preview" aria-label="Preview">
      <div className="graphic-view-switch" role="group" aria-label="Preview view">
        {(['3d', '2d'] as const).map((v) => (
          <button key={v} type="button" className="btn btn-small" aria-pressed={view === v} onClick={() => setView(v)}>
            {v.toUpperCase()}
          </button>
        ))}
      </div>
      {view === '3d' ? <Preview3D nodes={nodes} /> : <Preview2D nodes={nodes} />}
    </section>
  );
}
