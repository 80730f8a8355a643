import { claimEvents } from '../claim/claimEvents';
import { commentEvents } from '../comment/commentEvents';
import { contestEvents } from '../contest/contestEvents';
import { contestHelperEvents } from '../contest/contestHelperEvents';
import { contestRankEvents } from '../contest/contestRankEvents';
import { virtualEvents } from '../contest/virtualEvents';
import { discussionEvents } from '../discussion/discussionEvents';
import { groupEvents } from '../group/groupEvents';
import { homeEvents } from '../home/homeEvents';
import { languageEvents } from '../language/languageEvents';
import { loginEvents } from '../login/loginEvents';
import { mailEvents } from '../mail/mailEvents';
import { messageEvents } from '../message/messageEvents';
import { problemEvents } from '../problem/problemEvents';
import { remoteAccountEvents } from '../remote/remoteAccountEvents';
import { siteEvents } from '../site/siteEvents';
import { judgeRunnerEvents, submissionEvents } from '../submission/submissionEvents';
import { tagEvents } from '../tag/tagEvents';
import { trainingEvents } from '../training/trainingEvents';
import { uploadEvents } from '../upload/uploadEvents';
import { userEvents } from '../user/userEvents';
import { verificationEvents } from '../verification/verificationEvents';
import { createCatalogue, type EventOf } from './catalogue';

/**
 * Every event type the product appends, one module per aggregate. Nothing is appended before it is
 * declared here.
 */
export const productEventDefinitions = [
  ...userEvents,
  ...claimEvents,
  ...verificationEvents,
  ...mailEvents,
  ...loginEvents,
  ...siteEvents,
  ...problemEvents,
  ...tagEvents,
  ...languageEvents,
  ...submissionEvents,
  ...judgeRunnerEvents,
  ...contestEvents,
  ...contestRankEvents,
  ...contestHelperEvents,
  ...virtualEvents,
  ...discussionEvents,
  ...commentEvents,
  ...trainingEvents,
  ...groupEvents,
  ...homeEvents,
  ...messageEvents,
  ...uploadEvents,
  ...remoteAccountEvents,
] as const;

export const productCatalogue = createCatalogue(productEventDefinitions);

export type ProductEvent = EventOf<typeof productCatalogue>;
