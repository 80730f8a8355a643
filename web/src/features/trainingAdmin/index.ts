// The back office's trainings (spec 03 §2.9): the list, the create/edit form with the problem list
// editor, and the categories. Routes hand in links.
export { AdminTrainingListPage } from './components/AdminTrainingListPage';
export { TrainingCategoryPage } from './components/TrainingCategoryPage';
export { TrainingEditorPage } from './components/TrainingEditorPage';
export type { TrainingAdminLinks } from './model/links';
