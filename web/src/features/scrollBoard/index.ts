// The scroll board (resolver): the contest tab that configures medals and opens it, and the full-screen
// page (/scrollBoard) that reveals the frozen results with the board's own pure fold.
export { ScrollBoardLauncher } from './components/ScrollBoardLauncher';
export { ScrollBoardPage } from './components/ScrollBoardPage';
