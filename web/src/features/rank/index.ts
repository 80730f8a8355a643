export { type RankLinks, RankListPage } from './components/RankListPage';
export type { RankKind } from './model/rankList';
