/** The selected node's title (rename) and props, the ones its type has (spec catalogue §3). */
import { GRAPHIC_LIMITS, graphicNodeTypes, type ProductGraphicNode } from '@configurator/core';

interface NodePropsProps {
  node: ProductGraphicNode;
  onChange: (change: { title?: string; props?: Record<string, number | string> }) => void;
}

export function NodeProps({ node, onChange }: NodePropsProps) {
  const rule = graphicNodeTypes[node.type];
  return (
    <section className="card graphic-props" aria-label="Node properties">
      <h2 className="graphic-section-title">{rule.label} properties</h2>
      <div className="field">
        <label className="field-label" htmlFor="graphic-node-title">
          Title
        </label>
        <input
          id="graphic-node-title"
          className="input"
          maxLength={GRAPHIC_LIMITS.title}
          value={node.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </div>
      <div className="graphic-props-grid">
        {Object.entries(rule.props).map(([key, fallback]) => {
          const value = node.props[key] ?? fallback;
          const id = `graphic-prop-${key}`;
          return (
            <div className="field" key={key}>
              <label className="field-label" htmlFor={id}>
                {key}
              </label>
              {typeof fallback === 'number' ? (
                <input
                  id={id}
                  className="input"
                  type="number"
                  min={-GRAPHIC_LIMITS.coordinate}
                  max={GRAPHIC_LIMITS.coordinate}
                  value={value}
                  onChange={(e) => {
                    const n = Number.parseFloat(e.target.value);
                    if (Number.isFinite(n) && Math.abs(n) <= GRAPHIC_LIMITS.coordinate) onChange({ props: { [key]: n } });
                  }}
                />
              ) : (
                <input
                  id={id}
                  className="input"
                  maxLength={GRAPHIC_LIMITS.fill}
                  value={String(value)}
                  onChange={(e) => onChange({ props: { [key]: e.target.value } })}
                />
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
