// The contest replay (/contest/:cid/replay): the board at any moment of an ended contest, folded in the
// browser by the board's own pure code from the contest's history.
export { ContestReplay } from './components/ContestReplay';
