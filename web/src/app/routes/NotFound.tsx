import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from '@/features/notFound';
import { paths } from './paths';

export function NotFound() {
  const navigate = useNavigate();
  return <NotFoundPage onGoHome={() => navigate(paths.home)} onBack={() => navigate(-1)} />;
}
