import type { Migration } from 'kysely';
import * as projector from './2026-11-22T01-10_projector';
import * as accounts from './2026-11-22T03-00_accounts';
import * as problems from './2026-11-22T04-00_problems';
import * as submissions from './2026-11-22T05-00_submissions';
import * as tags from './2026-11-22T05-30_tags';
import * as contests from './2026-11-22T06-00_contests';
import * as wrongCaseDownloads from './2026-11-22T06-20_wrong_case_downloads';
import * as contestRankChanges from './2026-11-22T07-00_contest_rank_changes';
import * as contestHelpers from './2026-11-22T09-00_contest_helpers';
import * as boardRowPositions from './2026-11-22T09-10_board_row_positions';
import * as contestRankRows from './2026-11-22T09-50_contest_rank_rows';
import * as userBans from './2026-11-25T10-00_user_bans';
import * as submissionBytes from './2026-11-25T12-00_submission_bytes';
import * as runnerLanguages from './2026-11-25T13-00_runner_languages';
import * as contestRegistrationProfiles from './2026-11-25T15-00_contest_registration_profiles';
import * as virtualSubmissions from './2026-11-26T10-00_virtual_submissions';
import * as discussions from './2026-11-27T10-00_discussions';
import * as userDeletion from './2026-11-27T20-00_user_deletion';
import * as messages from './2026-11-27T21-00_messages';
import * as rankLists from './2026-11-27T21-00_rank_lists';
import * as trainings from './2026-11-27T21-00_trainings';
import * as comments from './2026-11-27T22-00_comments';
import * as backOffice from './2026-11-28T01-00_back_office';
import * as community from './2026-11-28T02-00_community';
import * as groups from './2026-11-28T03-00_groups';
import * as groupContent from './2026-11-28T04-00_group_content';
import * as groupContests from './2026-11-28T05-00_group_contests';
import * as problemImportJobs from './2026-11-29T05-10_problem_import_jobs';
import * as importGenerations from './2026-11-30T02-00_import_generations';
import * as remoteFetchJobs from './2026-11-30T03-10_remote_fetch_jobs';
import * as remoteAccountUsage from './2026-11-30T03-20_remote_account_usage';
import * as boardRowVariantsOnce from './2026-11-30T04-00_board_row_variants_once';
import * as runnerBanks from './2026-12-01T03-00_runner_banks';
import * as boardRowsOwed from './2026-12-01T04-00_board_rows_owed';

/** The projector's and the read models' migrations, keyed by their date-prefixed names. */
export const projectionMigrations: Record<string, Migration> = {
  '2026-11-22T01-10_projector': projector,
  '2026-11-22T03-00_accounts': accounts,
  '2026-11-22T04-00_problems': problems,
  '2026-11-22T05-00_submissions': submissions,
  '2026-11-22T05-30_tags': tags,
  '2026-11-22T06-00_contests': contests,
  '2026-11-22T06-20_wrong_case_downloads': wrongCaseDownloads,
  '2026-11-22T07-00_contest_rank_changes': contestRankChanges,
  '2026-11-22T09-00_contest_helpers': contestHelpers,
  '2026-11-22T09-10_board_row_positions': boardRowPositions,
  '2026-11-22T09-50_contest_rank_rows': contestRankRows,
  '2026-11-25T10-00_user_bans': userBans,
  '2026-11-25T12-00_submission_bytes': submissionBytes,
  '2026-11-25T13-00_runner_languages': runnerLanguages,
  '2026-11-25T15-00_contest_registration_profiles': contestRegistrationProfiles,
  '2026-11-26T10-00_virtual_submissions': virtualSubmissions,
  '2026-11-27T10-00_discussions': discussions,
  '2026-11-27T20-00_user_deletion': userDeletion,
  '2026-11-27T21-00_messages': messages,
  '2026-11-27T21-00_rank_lists': rankLists,
  '2026-11-27T21-00_trainings': trainings,
  '2026-11-27T22-00_comments': comments,
  '2026-11-28T01-00_back_office': backOffice,
  '2026-11-28T02-00_community': community,
  '2026-11-28T03-00_groups': groups,
  '2026-11-28T04-00_group_content': groupContent,
  '2026-11-28T05-00_group_contests': groupContests,
  '2026-11-29T05-10_problem_import_jobs': problemImportJobs,
  '2026-11-30T02-00_import_generations': importGenerations,
  '2026-11-30T03-10_remote_fetch_jobs': remoteFetchJobs,
  '2026-11-30T03-20_remote_account_usage': remoteAccountUsage,
  '2026-11-30T04-00_board_row_variants_once': boardRowVariantsOnce,
  '2026-12-01T03-00_runner_banks': runnerBanks,
  '2026-12-01T04-00_board_rows_owed': boardRowsOwed,
};
