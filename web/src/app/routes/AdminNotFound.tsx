import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@/features/notFound';
import { paths } from './paths';

/** An unknown /admin/* path: the 404 page inside the back office, "home" being its dashboard. */
export function AdminNotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onGoHome={() => navigate(paths.adminDashboard)} onBack={() => navigate(-1)} />;
}
