import type { EventStore, EventStoreTables, ProductEvent } from '@oj/events';
import type {
  AnnouncementsTables,
  CommentsTables,
  ContestsTables,
  DiscussionsTables,
  GroupRanksTables,
  GroupsTables,
  HomeTables,
  JudgeRunnersTables,
  MailOutboxTables,
  MessagesTables,
  ProblemImportsTables,
  ProblemsTables,
  ProjectorTables,
  RanksTables,
  RemoteAccountUsageTables,
  SiteSettingsTables,
  SubmissionsTables,
  TagsTables,
  TrainingsTables,
  UsersTables,
} from '@oj/projections';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AuthTables } from '../auth/tables';
import type { TokenService } from '../auth/tokens';
import type { JudgeQueueSignal } from '../judge/judgeQueueSignal';
import type { JudgeTables } from '../judge/tables';
import type { TestDataStore } from '../problem/testDataStore';

export type ServerTables = EventStoreTables &
  ProjectorTables &
  UsersTables &
  SiteSettingsTables &
  MailOutboxTables &
  ProblemsTables &
  ProblemImportsTables &
  RemoteAccountUsageTables &
  SubmissionsTables &
  JudgeRunnersTables &
  TagsTables &
  ContestsTables &
  DiscussionsTables &
  CommentsTables &
  TrainingsTables &
  RanksTables &
  HomeTables &
  MessagesTables &
  AnnouncementsTables &
  GroupsTables &
  GroupRanksTables &
  AuthTables &
  JudgeTables;

/** What route handlers need, built once per node in serve.ts. */
export interface Services {
  store: EventStore<ProductEvent>;
  db: Kysely<ServerTables>;
  tokens: TokenService;
  log: Logger;
  /** Where uploaded files live (DATA_DIR/files). */
  filesDir: string;
  /** Test data by sha256 (under filesDir/testdata). */
  testData: TestDataStore;
  /**
   * Waits until the named projection has applied `position` (read-your-writes), 5 s unless told: then
   * ProjectionBehindError (503, 'busy, try again'). Bulk writes pass a longer wait.
   */
  settled(projection: string, position: number | undefined, timeoutMs?: number): Promise<void>;
  /** Judge runners: the shared token (absent: the judge API refuses everyone) and the queue's wake-ups. */
  judge: {
    token: string | undefined;
    queue: JudgeQueueSignal;
    leaseTtlMs: number;
    /** The key of the remote site accounts' passwords (absent: REMOTE_ACCOUNT_KEY or the development key). */
    remoteAccountKey?: Buffer;
    /** Epoch ms for remote submit slots (tests inject the clock their remote judges sleep on). */
    now: () => number;
  };
}
