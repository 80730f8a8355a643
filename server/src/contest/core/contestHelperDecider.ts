import { ContestType, type Decider, fail, PRINT_MIN_LENGTH, type ProductEvent } from '@oj/events';
import { type ContestState, contestDecider } from './contestDecider';

/**
 * The contest helpers' commands on `contest-<cid>`. The handler checks who asks (a contestant who may
 * enter, or a contest admin) and that an AC info row exists (those rows are folded from submission
 * streams, which this stream cannot see); the print id comes from `contest_print_id_seq`.
 */
export type ContestHelperCommand =
  | { type: 'CheckAcInfo'; id: number; checked: boolean }
  | { type: 'SubmitPrint'; id: number; uid: string; username: string; content: string }
  | { type: 'MarkPrinted'; id: number };

export interface ContestHelperState {
  contest: ContestState;
  /** AC info rows ticked off (absent: not checked). */
  checked: ReadonlySet<number>;
  /** Print ids of this contest and whether each is printed. */
  prints: ReadonlyMap<number, boolean>;
}

/**
 * Beside the contest decider, on the same stream: it folds the contest with `contestDecider.evolve`
 * (openPrint, the rule) and adds what the helpers record.
 */
export const contestHelperDecider: Decider<ContestHelperCommand, ProductEvent, ContestHelperState> = {
  initialState: () => ({ contest: contestDecider.initialState(), checked: new Set(), prints: new Map() }),
  evolve(state, event) {
    const contest = contestDecider.evolve(state.contest, event);
    switch (event.type) {
      case 'ContestAcInfoChecked': {
        const checked = new Set(state.checked);
        if (event.data.checked) checked.add(event.data.id);
        else checked.delete(event.data.id);
        return { ...state, contest, checked };
      }
      case 'ContestPrintSubmitted':
        return { ...state, contest, prints: new Map(state.prints).set(event.data.id, false) };
      case 'ContestPrintPrinted':
        return { ...state, contest, prints: new Map(state.prints).set(event.data.id, true) };
      default:
        return contest === state.contest ? state : { ...state, contest };
    }
  },
  decide(command, state) {
    const { contest } = state;
    if (contest.status !== 'live') fail('not_found', 'The contest does not exist');
    switch (command.type) {
      case 'CheckAcInfo': {
        if (contest.fields.type !== ContestType.acm)
          fail('validation', 'AC info is kept for ACM contests only');
        if (state.checked.has(command.id) === command.checked) return [];
        return [{ type: 'ContestAcInfoChecked', data: { id: command.id, checked: command.checked } }];
      }
      case 'SubmitPrint': {
        if (!contest.fields.openPrint) fail('forbidden', 'Printing is not open in this contest');
        if (command.content.trim().length < PRINT_MIN_LENGTH) {
          fail('validation', `content cannot be less than ${PRINT_MIN_LENGTH}`);
        }
        const { id, uid, username, content } = command;
        return [{ type: 'ContestPrintSubmitted', data: { id, uid, username, content } }];
      }
      case 'MarkPrinted': {
        const printed = state.prints.get(command.id);
        if (printed === undefined) fail('not_found', 'The print request does not exist in this contest');
        return printed ? [] : [{ type: 'ContestPrintPrinted', data: { id: command.id } }];
      }
    }
  },
};
