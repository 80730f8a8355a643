import { z } from 'zod';
import { announcementContentRule, announcementTitleRule } from '../contest/contestRules';
import { GroupAuth } from '../vocabulary/groupKinds';

/**
 * The group rules of spec 03 (sections 5 and 9) with their messages: the server enforces them and the
 * web checks the same before sending. Pure zod (`@oj/events/contracts`).
 *
 * @example
 * groupForm.parse({ name: 'Algorithms club', shortName: 'algos', brief: 'We solve', description: 'Weekly',
 *   auth: 1, code: '', visible: true })
 */
export const groupLimits = {
  nameMin: 5,
  nameMax: 25,
  shortNameMin: 5,
  shortNameMax: 10,
  briefMin: 5,
  briefMax: 50,
  descriptionMin: 5,
  descriptionMax: 1000,
  codeLength: 6,
  reasonMin: 5,
  reasonMax: 100,
  /** Spec 03 section 9: the group list shows 9 a page (choices 9, 15, 30, 60, 120); other lists 10. */
  pageSize: 9,
  pageSizes: [9, 15, 30, 60, 120],
  memberPageSize: 10,
} as const;

const l = groupLimits;

export const groupMessages = {
  loginFirst: 'Please login first',
  announcementMissing: 'The announcement does not exist',
  notYourItem: 'Only its author or the group owner may change this',
  discussionClosed: 'No Access',
  notFound: 'The group does not exist',
  noAccess: 'You are not a member of this group',
  noPermission: 'You do not have permission to do this in the group',
  nameRange: `The group name must be ${l.nameMin} to ${l.nameMax} characters`,
  shortNameRange: `The short name must be ${l.shortNameMin} to ${l.shortNameMax} characters`,
  briefRange: `The brief must be ${l.briefMin} to ${l.briefMax} characters`,
  descriptionRange: `The description must be ${l.descriptionMin} to ${l.descriptionMax} characters`,
  authRequired: 'The group type is required',
  codeRequired: `A private group needs a code of exactly ${l.codeLength} characters`,
  reasonRange: `The reason must be ${l.reasonMin} to ${l.reasonMax} characters`,
  wrongCode: 'The group code is wrong',
  alreadyMember: 'You are already in this group',
  alreadyApplying: 'You have already applied to this group: wait for its admins',
  refused: 'Your application to this group was refused',
  notMember: 'The user is not in this group',
  notApplying: 'The user has not applied to this group',
  ownerCannotExit: 'The group owner cannot exit the group: disband it instead',
  cannotKickSelf: 'You cannot remove yourself: exit the group instead',
  rootRequired: 'Only the group owner or a super admin may do this',
  roleAtOrAbove: 'You may only change members below your own role',
  acRequired: (n: number) => `You need at least ${n} accepted problems to create a group`,
  dailyLimit: (n: number) => `You may create at most ${n} groups a day`,
  totalLimit: (n: number) => `You may own at most ${n} groups`,
  emailRequired: 'Email is required',
  emailFormat: 'Email Check Format',
  emailNotYours: 'The e-mail is not the one of your account',
  bindEmailFirst: 'Bind an e-mail address to your account first',
  disbandCodeRequired: `The verification code is required (${l.codeLength} characters)`,
  codeInvalid: 'The verification code is wrong or has expired',
} as const;

const m = groupMessages;

const ranged = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

export const groupNameRule = ranged(l.nameMin, l.nameMax, m.nameRange);
export const groupShortNameRule = ranged(l.shortNameMin, l.shortNameMax, m.shortNameRange);
export const groupBriefRule = ranged(l.briefMin, l.briefMax, m.briefRange);
export const groupDescriptionRule = ranged(l.descriptionMin, l.descriptionMax, m.descriptionRange);
export const groupCodeRule = z.string({ error: m.codeRequired }).max(l.codeLength, m.codeRequired);

/** The create and settings form (spec 03 section 5): a private group needs its 6-character code. */
export const groupForm = z
  .object({
    name: groupNameRule,
    shortName: groupShortNameRule,
    brief: groupBriefRule,
    description: groupDescriptionRule,
    auth: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: m.authRequired }),
    code: groupCodeRule.default(''),
    visible: z.boolean().default(true),
  })
  .superRefine((form, ctx) => {
    if (form.auth === GroupAuth.private && form.code.length !== l.codeLength)
      ctx.addIssue({ code: 'custom', path: ['code'], message: m.codeRequired });
  });
export type GroupForm = z.infer<typeof groupForm>;

/** An application (spec 03 section 5): a reason unless the group is public, and the code if it is private. */
export function applicationRule(auth: number) {
  return z.object({
    reason:
      auth === GroupAuth.public
        ? z.string().max(l.reasonMax, m.reasonRange).default('')
        : ranged(l.reasonMin, l.reasonMax, m.reasonRange),
    code:
      auth === GroupAuth.private
        ? z.string({ error: m.codeRequired }).length(l.codeLength, m.codeRequired)
        : // Only a private group has a code: whatever else is sent is ignored, as the reference does.
          z.unknown().transform(() => ''),
  });
}

/**
 * A group problem's ID begins with its group's short name (spec 03 "Group problem": a fixed prefix of
 * problemId, removed when the form loads). Problem IDs are unique whatever their case, so an ID that
 * already begins with it in any case keeps it; a bare one gets it in front.
 * @example groupProblemId('class', 'A1') // 'classA1'
 * @example groupProblemId('class', 'CLASS-A1') // 'CLASS-A1'
 */
export function groupProblemId(shortName: string, problemId: string): string {
  return problemId.toLowerCase().startsWith(shortName.toLowerCase()) ? problemId : `${shortName}${problemId}`;
}

/**
 * The problem ID as the group problem form shows it, after the fixed prefix: the loaded ID without its
 * group's short name, and the prefix as the ID spells it (so saving puts back the same ID).
 * @example splitGroupProblemId('class', 'CLASSa1') // { prefix: 'CLASS', rest: 'a1' }
 */
export function splitGroupProblemId(shortName: string, problemId: string): { prefix: string; rest: string } {
  const head = problemId.slice(0, shortName.length);
  return head.toLowerCase() === shortName.toLowerCase()
    ? { prefix: head, rest: problemId.slice(shortName.length) }
    : { prefix: shortName, rest: problemId };
}

/**
 * A group announcement as its dialog fills it and `POST /api/group/announcement` takes it (spec 03 sections
 * 2.4, 2.6 and 3). `visible` false is the spec's status 1 (hidden).
 */
export const groupAnnouncementFields = z.object({
  title: announcementTitleRule,
  content: announcementContentRule,
  visible: z.boolean(),
});
export type GroupAnnouncementFields = z.infer<typeof groupAnnouncementFields>;
