// The contest replay (/contest/:cid/replay): the board at any moment of an ended contest, folded in the
// browser by the board's own pure code from the contest's history. Virtual participation
// (/contest/:cid/virtual) folds the same history with the participant in it, at their own minute.
export { ContestReplay } from './components/ContestReplay';
export { VirtualContest } from './components/VirtualContest';
export { useVirtualWindow, VirtualProblemHeader } from './components/VirtualProblemHeader';
