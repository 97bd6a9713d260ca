/**
 * /admin/product-graphics/{id} (spec catalogue §2): the node tree editor beside the viewer (3D with an
 * orbit camera, and 2D). A graphic that does not exist redirects to /404/product-graphic. Edits save
 * 400 ms after the last change (the spec's text debounce); ARCHIVE / UNARCHIVE flips archived.
 * Deleting a node asks first; the top-level group cannot be deleted.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import {
  addGraphicNode,
  deleteGraphicNode,
  findGraphicNode,
  getProductGraphicsCall,
  graphicMessages,
  isTopLevel,
  limits,
  moveGraphicNode,
  newGraphicNode,
  nextGraphicNodeId,
  updateGraphicNode,
  updateProductGraphicCall,
  type GraphicNodeType,
  type ProductGraphic,
  type ProductGraphicNode,
} from '@configurator/core';
import { callApi, errorMessage } from '../../../api/api-client.ts';
import { askConfirm, showAlert } from '../../../ui/dialogs.ts';
import { debounce } from '../../../ui/debounce.ts';
import { ErrorBanner } from '../../../ui/ErrorBanner.tsx';
import { useSession } from '../../session/session-store.ts';
import { usePageTitle } from '../../session/use-page-title.ts';
import { GraphicPreview } from './GraphicPreview.tsx';
import { GraphicTree } from './GraphicTree.tsx';
import { NodeProps } from './NodeProps.tsx';
import './graphics.css';

type GraphicChange = z.input<typeof updateProductGraphicCall.request>['props'];

export function AdminProductGraphicPage() {
  const orgId = useSession().activeOrg.id;
  const id = Number(useParams().productGraphicId);
  const navigate = useNavigate();
  const [graphic, setGraphic] = useState<ProductGraphic | null>(null);
  const [nodes, setNodes] = useState<ProductGraphicNode[]>([]);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<'saved' | 'saving' | 'unsaved'>('saved');
  usePageTitle(graphic ? `Admin: ${graphic.title}` : 'Admin: Product Graphic');

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      void navigate('/404/product-graphic', { replace: true });
      return;
    }
    let cancelled = false;
    callApi(getProductGraphicsCall, { where: { orgId, id } })
      .then(({ productGraphics }) => {
        if (cancelled) return;
        const found = productGraphics[0];
        if (!found) return void navigate('/404/product-graphic', { replace: true });
        setGraphic(found);
        setNodes(found.nodes);
        setSelectedId(found.nodes[0]?.id);
      })
      .catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [id, orgId, navigate]);

  const save = useCallback(
    async (props: GraphicChange) => {
      setSaveState('saving');
      try {
        const { productGraphic } = await callApi(updateProductGraphicCall, { id, props });
        setGraphic(productGraphic);
        setSaveState('saved');
      } catch (e) {
        setSaveState('unsaved');
        setError(errorMessage(e));
      }
    },
    [id],
  );
  const saveNodesLater = useMemo(() => debounce((next: ProductGraphicNode[]) => void save({ nodes: next }), limits.textDebounceMs), [save]);
  useEffect(() => () => saveNodesLater.cancel(), [saveNodesLater]);

  const latestNodes = useRef(nodes);
  latestNodes.current = nodes;
  const edit = (next: ProductGraphicNode[]) => {
    setNodes(next);
    setSaveState('unsaved');
    saveNodesLater(next);
  };

  const selected = selectedId ? findGraphicNode(nodes, selectedId) : undefined;
  // New nodes go into the selected group, else into the selected node's nearest group: the top level group.
  const parentId = selected?.type === 'group' ? selected.id : nodes[0]?.id;

  const add = (type: GraphicNodeType) => {
    if (!parentId) return;
    const node = newGraphicNode(type, nextGraphicNodeId(nodes, type));
    edit(addGraphicNode(nodes, parentId, node));
    setSelectedId(node.id);
  };

  const remove = async () => {
    if (!selectedId) return;
    if (isTopLevel(nodes, selectedId)) return showAlert(graphicMessages.keepTopLevelGroup);
    if (!(await askConfirm(graphicMessages.confirmDeleteNode, 'Delete'))) return;
    const result = deleteGraphicNode(latestNodes.current, selectedId);
    if ('error' in result) return showAlert(result.error);
    edit(result.nodes);
    setSelectedId(result.nodes[0]?.id);
  };

  if (!graphic) {
    return (
      <section aria-labelledby="graphic-title" aria-busy={!error}>
        <h1 id="graphic-title">Product Graphic</h1>
        {error ? <ErrorBanner>{error}</ErrorBanner> : <div className="spinner" role="status" aria-label="Loading the graphic" />}
      </section>
    );
  }

  return (
    <section aria-labelledby="graphic-title" className="graphic-page">
      <div className="admin-heading">
        <h1 id="graphic-title">{graphic.title}</h1>
        <div className="graphic-heading-actions">
          <span className="graphic-save-state" role="status" aria-live="polite">
            {saveState === 'saved' ? 'All changes saved' : saveState === 'saving' ? 'Saving ...' : 'Unsaved changes'}
          </span>
          <button type="button" className="btn btn-small" onClick={() => void save({ archived: graphic.archived ? 0 : 1 })}>
            {graphic.archived ? 'UNARCHIVE' : 'ARCHIVE'}
          </button>
        </div>
      </div>
      {error && <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>}
      <div className="graphic-layout">
        <div className="graphic-editor">
          <GraphicTree
            nodes={nodes}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onAdd={add}
            onMove={(by) => selectedId && edit(moveGraphicNode(nodes, selectedId, by))}
            onDelete={() => void remove()}
            canAdd={!!parentId}
          />
          {selected && <NodeProps node={selected} onChange={(change) => edit(updateGraphicNode(nodes, selected.id, change))} />}
        </div>
        <GraphicPreview nodes={nodes} />
      </div>
    </section>
  );
}

export { AdminProductGraphicPage as Component };
