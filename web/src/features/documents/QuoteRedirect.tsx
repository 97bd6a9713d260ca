/** /orders/{id}/quote redirects to /orders/{id}/documents, keeping the query (spec orders §2). */
import { Navigate, useLocation, useParams } from 'react-router-dom';

export function QuoteRedirect() {
  const { orderId } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/orders/${orderId}/documents${search}`} replace />;
}

export { QuoteRedirect as Component };
