/**
 * Our verdicts (the spec's status codes) and CLICS judgement types, both ways. CLICS says which
 * types cost a try (`penalty`) and which solve the problem (`solved`); ours decide that by status
 * and by the contest's compile-error rule, so an import maps a type by its flags first, its id next.
 */
export const STATUS = {
  accepted: 0,
  wrongAnswer: -1,
  compileError: -2,
  presentationError: -3,
  timeLimit: 1,
  memoryLimit: 2,
  runtimeError: 3,
  systemError: 4,
  partialAccepted: 8,
  outputLimit: 11,
} as const;

export interface JudgementType {
  id: string;
  name: string;
  penalty: boolean;
  solved: boolean;
}

/** The types our feed declares: one per verdict a contest submission can end in. */
export function exportedJudgementTypes(compileErrorPenalty: boolean): JudgementType[] {
  return [
    { id: 'AC', name: 'Accepted', penalty: false, solved: true },
    { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
    { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
    { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
    { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
    { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
    { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
    { id: 'CE', name: 'Compile Error', penalty: compileErrorPenalty, solved: false },
    { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
  ];
}

const TYPE_OF_STATUS = new Map<number, string>([
  [STATUS.accepted, 'AC'],
  [STATUS.wrongAnswer, 'WA'],
  [STATUS.partialAccepted, 'WA'],
  [STATUS.presentationError, 'PE'],
  [STATUS.timeLimit, 'TLE'],
  [STATUS.memoryLimit, 'MLE'],
  [STATUS.runtimeError, 'RTE'],
  [STATUS.outputLimit, 'OLE'],
  [STATUS.compileError, 'CE'],
  [STATUS.systemError, 'JE'],
]);

/** The judgement type of a final status; undefined for statuses that are no judgement (cancelled...). */
export const judgementTypeOf = (status: number): string | undefined => TYPE_OF_STATUS.get(status);

/** The CLICS ids (and the fallbacks of the spec's table) on the verdict family they belong to. */
const STATUS_OF_TYPE: Record<string, number> = {
  AC: STATUS.accepted,
  APE: STATUS.accepted,
  WA: STATUS.wrongAnswer,
  RE: STATUS.wrongAnswer,
  OLE: STATUS.outputLimit,
  EO: STATUS.wrongAnswer,
  IO: STATUS.wrongAnswer,
  NO: STATUS.wrongAnswer,
  PE: STATUS.presentationError,
  TLE: STATUS.timeLimit,
  WTL: STATUS.timeLimit,
  ILE: STATUS.timeLimit,
  TCO: STATUS.timeLimit,
  TWA: STATUS.timeLimit,
  TPE: STATUS.timeLimit,
  TEO: STATUS.timeLimit,
  TIO: STATUS.timeLimit,
  TNO: STATUS.timeLimit,
  MLE: STATUS.memoryLimit,
  RTE: STATUS.runtimeError,
  SV: STATUS.runtimeError,
  IF: STATUS.runtimeError,
  RCO: STATUS.runtimeError,
  RWA: STATUS.runtimeError,
  RPE: STATUS.runtimeError,
  REO: STATUS.runtimeError,
  RIO: STATUS.runtimeError,
  RNO: STATUS.runtimeError,
  CE: STATUS.compileError,
  CTL: STATUS.compileError,
  JE: STATUS.systemError,
  SE: STATUS.systemError,
  CS: STATUS.systemError,
};

/** The spec's default flags for its own ids (CE and JE cost nothing, AC solves). */
export function standardType(id: string): JudgementType | undefined {
  const status = STATUS_OF_TYPE[id];
  if (status === undefined) return undefined;
  const solved = status === STATUS.accepted;
  const penalty = !solved && status !== STATUS.compileError && status !== STATUS.systemError;
  return { id, name: id, penalty, solved };
}

/**
 * The status an imported judgement becomes. Solving types are accepted; a type that costs a try keeps
 * its family (an unknown one is a wrong answer); a type that costs nothing becomes a compile error when
 * it is one, else a system error, which no board counts. `compileErrorPenalty` is the contest's rule,
 * taken from the feed's CE type, so a CE that costs a try stays a CE.
 */
export function statusOfType(type: JudgementType, compileErrorPenalty: boolean): number {
  if (type.solved) return STATUS.accepted;
  const family = STATUS_OF_TYPE[type.id];
  if (family === STATUS.compileError) {
    return type.penalty === compileErrorPenalty ? STATUS.compileError : fallback(type.penalty);
  }
  if (type.penalty) {
    const costs = family !== undefined && family !== STATUS.systemError && family !== STATUS.accepted;
    return costs ? family : STATUS.wrongAnswer;
  }
  return STATUS.systemError;
}

const fallback = (penalty: boolean) => (penalty ? STATUS.wrongAnswer : STATUS.systemError);
