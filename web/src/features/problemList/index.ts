// The problem list (/problem): filters kept in the query string, the tag panel and the result bars.
export { ProblemListPage } from './components/ProblemListPage';
