import { useParams } from 'react-router-dom';
import {
  AdminTrainingListPage,
  type TrainingAdminLinks,
  TrainingCategoryPage,
  TrainingEditorPage,
} from '@/features/trainingAdmin';
import { NotFound } from './NotFound';
import { adminTrainingEditPath, paths, trainingPath } from './paths';

// The back office's training pages (spec 03 §2.9), loaded on first visit.

const links: TrainingAdminLinks = {
  list: paths.adminTrainings,
  create: paths.adminTrainingCreate,
  categories: paths.adminTrainingCategories,
  edit: adminTrainingEditPath,
  view: trainingPath,
};

export function AdminTrainingListRoute() {
  return <AdminTrainingListPage links={links} />;
}

export function AdminTrainingCreateRoute() {
  return <TrainingEditorPage links={links} />;
}

/** /admin/training/:tid/edit (and the spec's /problems, the same page). */
export function AdminTrainingEditRoute() {
  const { tid = '' } = useParams();
  if (!/^\d{1,9}$/.test(tid) || Number(tid) < 1) return <NotFound />;
  return <TrainingEditorPage key={tid} tid={Number(tid)} links={links} />;
}

export function AdminTrainingCategoryRoute() {
  return <TrainingCategoryPage />;
}
