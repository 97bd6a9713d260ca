/** The order's view tabs (EDIT, DOCUMENTS, DRAWINGS), as links: each view is its own page and URL. */
import { NavLink, useSearchParams } from 'react-router-dom';
import { useTheme } from '../session/org-hooks.ts';
import { orderViewTabs, type OrderView } from './order-view-links.ts';
import './order-view-tabs.css';

export function OrderViewTabs({ orgSpecificId, isStocked, current }: { orgSpecificId: number; isStocked: boolean; current: OrderView }) {
  const [search] = useSearchParams();
  const theme = useTheme();
  const tabs = orderViewTabs(orgSpecificId, search, { isArchitectural: theme.isArchitectural, isStocked });
  return (
    <nav className="order-view-tabs" aria-label="Order views">
      {tabs.map((tab) => (
        <NavLink key={tab.view} to={tab.to} end className="order-view-tab" aria-current={tab.view === current ? 'page' : undefined}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
