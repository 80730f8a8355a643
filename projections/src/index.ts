import type { ProductEvent } from '@oj/events';
import { announcementsProjection } from './announcements/announcementsProjection';
import { auditProjection } from './audit/auditProjection';
import { commentsProjection } from './comments/commentsProjection';
import { contestsProjection } from './contests/contestsProjection';
import { contestHelpersProjection } from './contests/helpers/contestHelpersProjection';
import { contestRankChangesProjection } from './contests/rankChanges/rankChangesProjection';
import { discussionsProjection } from './discussions/discussionsProjection';
import { eventCounts } from './eventCounts/eventCounts';
import { groupRanksProjection } from './groupRanks/groupRanksProjection';
import { groupsProjection } from './groups/groupsProjection';
import { homeProjection } from './home/homeProjection';
import { judgeRunnersProjection } from './judgeRunners/judgeRunnersProjection';
import { mailOutboxProjection } from './mailOutbox/mailOutboxProjection';
import { messagesProjection } from './messages/messagesProjection';
import { problemImportsProjection } from './problemImports/problemImportsProjection';
import { problemsProjection } from './problems/problemsProjection';
import type { Projection } from './projector/projection';
import { rankListsProjection } from './ranks/ranksProjection';
import { remoteAccountUsageProjection } from './remoteAccountUsage/remoteAccountUsageProjection';
import { siteSettingsProjection } from './siteSettings/siteSettingsProjection';
import { submissionsProjection } from './submissions/submissionsProjection';
import { tagsProjection } from './tags/tagsProjection';
import { trainingsProjection } from './trainings/trainingsProjection';
import { usersProjection } from './users/usersProjection';

export { announcementsProjection } from './announcements/announcementsProjection';
export type { AnnouncementRow, AnnouncementsTables } from './announcements/announcementsTables';
export * from './announcements/queries';
export {
  type AuditLiveChange,
  type AuditLiveEvent,
  auditProjection,
} from './audit/auditProjection';
export {
  AGGREGATE_NAMES,
  type AggregateName,
  type AggregateType,
  AUDIT_AGGREGATES,
  AUDIT_HEARTBEAT_TYPES,
  AUDIT_ROOM_NAMES,
  AUDIT_ROOMS,
  AUDIT_SCOPES,
  type AuditRoom,
  type AuditScope,
  aggregateOf,
  aggregatesOfScope,
  auditScopeOfRoles,
  hidesHeartbeats,
  scopeSees,
} from './audit/auditScopes';
export { commentsProjection } from './comments/commentsProjection';
export type { CommentReplyRow, CommentRow, CommentsTables } from './comments/commentsTables';
export * from './comments/commentTopics';
export * from './comments/queries';
export * from './contests/board';
export * from './contests/boardRows/queries';
export { BOARD_FIELDS, boardRulesOf, sealStateOf } from './contests/boardRules';
export * from './contests/catalogue/queries';
export { contestSubmissionOf, superAdminOf, verdictOf } from './contests/contestFacts';
export {
  contestAdminBoardTopic,
  contestBoardTopic,
  contestsProjection,
} from './contests/contestsProjection';
export type {
  BoardRowStats,
  ContestBoardRow,
  ContestProblemRow,
  ContestRow,
  ContestsTables,
} from './contests/contestsTables';
export { contestHelpersProjection } from './contests/helpers/contestHelpersProjection';
export type {
  ContestAcInfoRow,
  ContestHelpersTables,
  ContestPrintRow,
} from './contests/helpers/contestHelpersTables';
export {
  type AcInfoChange,
  type AcInfoView,
  type AnnouncementChange,
  acInfoView,
  contestAcInfoTopic,
  contestAnnouncementsTopic,
  contestPrintTopic,
  type PrintChange,
  type PrintView,
  printView,
} from './contests/helpers/helperViews';
export {
  acInfoListed,
  acInfoRows,
  nextPrintId,
  printRows,
  printText,
} from './contests/helpers/queries';
export { type RankChange, rankChanges } from './contests/rankChanges/rankChanges';
export {
  contestRankChangesProjection,
  RANK_OUTBOX_CHANNEL,
  rankChangeId,
} from './contests/rankChanges/rankChangesProjection';
export type { RankChangeTables } from './contests/rankChanges/rankChangeTables';
export { type RankRelay, startRankRelay } from './contests/rankChanges/rankRelay';
export { frozenSummary, sealedVerdictsAt } from './contests/sealedVerdicts';
export { discussionsProjection } from './discussions/discussionsProjection';
export type {
  DiscussionCategoryRow,
  DiscussionReportRow,
  DiscussionRow,
  DiscussionsTables,
} from './discussions/discussionsTables';
export * from './discussions/discussionTopics';
export * from './discussions/queries';
export { type EventCountTables, eventCounts, SYSTEM_TOPIC } from './eventCounts/eventCounts';
export { groupRanksProjection } from './groupRanks/groupRanksProjection';
export type { GroupRanksTables, GroupSubmissionRow } from './groupRanks/groupRanksTables';
export * from './groupRanks/queries';
export { groupsProjection } from './groups/groupsProjection';
export type { GroupAnnouncementRow, GroupMemberRow, GroupRow, GroupsTables } from './groups/groupsTables';
export * from './groups/queries';
export { homeProjection } from './home/homeProjection';
export type { HomeCarouselRow, HomeTables } from './home/homeTables';
export * from './home/queries';
export {
  JUDGE_RUNNERS_TOPIC,
  type JudgeRunnerRow,
  type JudgeRunnersTables,
  judgeRunnersProjection,
} from './judgeRunners/judgeRunnersProjection';
export * from './judgeRunners/queries';
export {
  type MailOutboxTables,
  type MailStatus,
  mailOutboxProjection,
} from './mailOutbox/mailOutboxProjection';
export * from './mailOutbox/queries';
export {
  type BroadcastDraft,
  type DerivedMessages,
  deriveMessages,
  factsNeeded,
  MESSAGE_SOURCES,
  type MessageDraft,
  type MessageFacts,
} from './messages/deriveMessages';
export {
  MESSAGES_BROADCAST_TOPIC,
  messagesProjection,
  messagesTopic,
} from './messages/messagesProjection';
export type { MessageItemRow, MessagesTables, NoticeSentRow } from './messages/messagesTables';
export * from './messages/queries';
export { projectionMigrations } from './migrations';
export { problemImportsProjection, problemImportTopic } from './problemImports/problemImportsProjection';
export type { ProblemImportJobRow, ProblemImportsTables } from './problemImports/problemImportsTables';
export * from './problemImports/queries';
export { problemsProjection } from './problems/problemsProjection';
export type { ProblemRow, ProblemsTables } from './problems/problemsTable';
export * from './problems/queries';
export { awaitProjection, ProjectionBehindError } from './projector/awaitProjection';
export { CheckpointMoved, loadCheckpoint, readModelsVersion } from './projector/checkpoints';
export { type ProjectionLag, projectionLag } from './projector/lag';
export {
  coalesceChanges,
  LIVE_CHANNEL,
  liveChangesSince,
  liveHorizon,
  pruneLiveChanges,
  RELOAD,
} from './projector/liveChanges';
export {
  defineProjection,
  type LiveChange,
  type Projection,
  type ProjectionContext,
  type WhileBehind,
} from './projector/projection';
export { type Projector, startProjector } from './projector/projector';
export { resetProjection } from './projector/rebuild';
export {
  type ProjectionRunner,
  type ProjectionRunnerOptions,
  runProjection,
} from './projector/runProjection';
export type { ProjectorTables } from './projector/tables';
export * from './ranks/queries';
export {
  type RankListChange,
  type RankListPush,
  RECENT_AC_TOPIC,
  RECENT_AC_WINDOW_MS,
  rankListsProjection,
  rankListTopic,
} from './ranks/ranksProjection';
export type { RanksTables, RankUserRow } from './ranks/ranksTables';
export * from './readModel/paging';
export type { QueryDb } from './readModel/queryDb';
export * from './remoteAccountUsage/queries';
export {
  REMOTE_USAGE_TOPIC,
  type RemoteAccountUsageTables,
  type RemoteUsageChange,
  remoteAccountUsageProjection,
} from './remoteAccountUsage/remoteAccountUsageProjection';
export * from './siteSettings/queries';
export {
  SITE_TOPIC,
  type SiteSettingsTables,
  siteSettingsProjection,
} from './siteSettings/siteSettingsProjection';
export * from './submissions/queries';
export {
  contestSubmissionsTopic,
  JUDGE_QUEUE_TOPIC,
  STATUS_TOPIC,
  type SubmissionSummary,
  submissionSummary,
  submissionsProjection,
  submissionTopic,
  userTopic,
} from './submissions/submissionsProjection';
export type { SubmissionCaseRow, SubmissionRow, SubmissionsTables } from './submissions/submissionsTable';
export * from './tags/queries';
export { tagsProjection } from './tags/tagsProjection';
export type { TagClassificationRow, TagRow, TagsTables } from './tags/tagsTable';
export * from './trainings/queries';
export { foldUserProblem, trainingsProjection } from './trainings/trainingsProjection';
export type { TrainingCategoryRow, TrainingRow, TrainingsTables } from './trainings/trainingsTables';
export * from './users/queries';
export { sessionTopic, usersProjection } from './users/usersProjection';
export type { UserRow, UsersTable, UsersTables } from './users/usersTable';

/** Every read model of the product, in the order the projector starts them. */
export const allProjections: readonly Projection<ProductEvent>[] = [
  eventCounts,
  auditProjection,
  usersProjection,
  siteSettingsProjection,
  mailOutboxProjection,
  problemsProjection,
  submissionsProjection,
  judgeRunnersProjection,
  tagsProjection,
  contestsProjection,
  contestRankChangesProjection,
  contestHelpersProjection,
  discussionsProjection,
  commentsProjection,
  trainingsProjection,
  rankListsProjection,
  homeProjection,
  messagesProjection,
  announcementsProjection,
  groupsProjection,
  groupRanksProjection,
  problemImportsProjection,
  remoteAccountUsageProjection,
];
