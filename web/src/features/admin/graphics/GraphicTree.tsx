/**
 * The node tree of a product graphic: nested lists of node buttons (select), with Add (group, rect,
 * cube into the selected group), Move up, Move down and Delete for the selected node. Keyboard: the
 * arrow keys Up and Down move between nodes (Alt+Up/Down reorder), Delete asks to delete.
 */
import { useRef, type KeyboardEvent } from 'react';
import { graphicNodeTypes, type GraphicNodeType, type ProductGraphicNode } from '@configurator/core';

interface GraphicTreeProps {
  nodes: readonly ProductGraphicNode[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onAdd: (type: GraphicNodeType) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  canAdd: boolean;
}

export function GraphicTree({ nodes, selectedId, onSelect, onAdd, onMove, onDelete, canAdd }: GraphicTreeProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-node-id]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const by = event.key === 'ArrowDown' ? 1 : -1;
      if (event.altKey) return onMove(by);
      const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + by))];
      next?.focus();
      if (next?.dataset.nodeId) onSelect(next.dataset.nodeId);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete();
    }
  };

  const renderNodes = (list: readonly ProductGraphicNode[], depth: number) => (
    <ul className="graphic-tree-list" role="list">
      {list.map((node) => (
        <li key={node.id}>
          <button
            type="button"
            className={`graphic-tree-node${node.id === selectedId ? ' is-selected' : ''}`}
            style={{ paddingLeft: `${8 + depth * 16}px` }}
            aria-pressed={node.id === selectedId}
            data-node-id={node.id}
            onClick={() => onSelect(node.id)}
            onKeyDown={onKeyDown}
          >
            <span className="graphic-tree-type">{graphicNodeTypes[node.type].label}</span> {node.title || '(untitled)'}
          </button>
          {node.children.length > 0 && renderNodes(node.children, depth + 1)}
        </li>
      ))}
    </ul>
  );

  return (
    <section className="card graphic-tree" aria-label="Nodes">
      <h2 className="graphic-section-title">Nodes</h2>
      <div className="graphic-tree-actions" role="group" aria-label="Add a node">
        {(Object.keys(graphicNodeTypes) as GraphicNodeType[]).map((type) => (
          <button key={type} type="button" className="btn btn-small" disabled={!canAdd} onClick={() => onAdd(type)}>
            Add {graphicNodeTypes[type].label}
          </button>
        ))}
      </div>
      <div ref={listRef} className="graphic-tree-body">
        {renderNodes(nodes, 0)}
      </div>
      <div className="graphic-tree-actions" role="group" aria-label="Selected node">
        <button type="button" className="btn btn-small" disabled={!selectedId} onClick={() => onMove(-1)}>
          Move up
        </button>
        <button type="button" className="btn btn-small" disabled={!selectedId} onClick={() => onMove(1)}>
          Move down
        </button>
        <button type="button" className="btn btn-small btn-danger" disabled={!selectedId} onClick={onDelete}>
          Delete
        </button>
      </div>
    </section>
  );
}
