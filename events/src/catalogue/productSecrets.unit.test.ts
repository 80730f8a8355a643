import { describe, expect, it } from 'vitest';
import { productCatalogue, productEventDefinitions } from './product';
import { fieldsOf } from './secrets';

/** Names that say "credential": a field named like this must be declared secret or listed below. */
const LOOKS_SECRET =
  /pass|pwd|secret|token|hash|invit|apikey|^code$|(auth|access|registration|verification|reset)code/i;
/** Fields named like a credential that are not one, each with why. */
const NOT_SECRET: Record<string, string> = {
  // A contestant's program: shown to admins and, per the problem's rules, to others.
  'SubmissionCreated.code': 'program source',
  // How many times a Kattis multi-pass validator may run the program: a count.
  'ProblemCreated.fields.checker.passes': 'validation passes',
  'ProblemUpdated.changes.checker.passes': 'validation passes',
};

describe('secrets in the product catalogue', () => {
  it('declares exactly these secrets, each once in its event definition', () => {
    const declared = Object.fromEntries(
      productCatalogue.types.flatMap((type) => {
        const paths = productCatalogue.secretPathsOf(type) ?? [];
        return paths.length > 0 ? [[type, paths.map((p) => p.join('.'))]] : [];
      }),
    );
    expect(declared).toEqual({
      UserRegistered: ['passwordHash'],
      UserPasswordChanged: ['passwordHash'],
      VerificationCodeIssued: ['codeHash'],
      MailQueued: ['text'],
      MailServerConfigured: ['mailServer.password'],
      ContestCreated: ['fields.pwd'],
      ContestUpdated: ['changes.pwd'],
      TrainingCreated: ['fields.privatePwd'],
      TrainingUpdated: ['changes.privatePwd'],
      // A private group's join code (members apply with it).
      GroupCreated: ['fields.code'],
      GroupUpdated: ['changes.code'],
      // A remote judging site account's password (encrypted, and still never shown).
      RemoteAccountSaved: ['password'],
    });
  });

  it('has no field named like a credential that is not declared secret (add secret(...) or a reason here)', () => {
    const undeclared = productEventDefinitions.flatMap((definition) =>
      fieldsOf(definition.schema)
        .filter((f) => !f.secret && LOOKS_SECRET.test(f.path.at(-1) ?? ''))
        .map((f) => `${definition.type}.${f.path.join('.')}`)
        .filter((name) => !(name in NOT_SECRET)),
    );
    expect(undeclared).toEqual([]);
  });
});
