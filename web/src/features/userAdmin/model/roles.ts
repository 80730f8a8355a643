import { RoleCode, type RoleCodeName } from '@oj/events/vocabulary';

/** Every role of the admin filter, code and name, in code order. */
export const roleChoices = (Object.entries(RoleCode) as [RoleCodeName, number][]).map(([name, code]) => ({
  name,
  code,
}));

/** The role's name for its label, or undefined for a code the vocabulary does not know. */
export const roleNameOf = (code: number): RoleCodeName | undefined =>
  roleChoices.find((role) => role.code === code)?.name;
