// Trainings (spec 02): the list (/training), a training's tabs (/training/:tid, /problems, /rank) with
// the register dialog, and the training mode menu above its problem pages. Routes hand in links and live.
export { TrainingDetailPage, type TrainingTab } from './components/TrainingDetailPage';
export { TrainingListPage } from './components/TrainingListPage';
export { TrainingProblemHeader } from './components/TrainingProblemHeader';
export type { TrainingLinks } from './model/training';
