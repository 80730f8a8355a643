import { type Catalogue, isRecord, type ProductEvent, redactSecrets, type SecretPath } from '@oj/events';

/** The fields of one aggregate as its events left them (only what change events touch). */
type FieldState = Record<string, unknown>;

/** One changed field: what the read model held before the event and what it holds after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** False when the event restated a field with the value it already had. */
  changed: boolean;
}

/**
 * The fields a change event sets, or undefined for events that are not a change set. Problems,
 * contests, user accounts and the site configuration carry their changes; the rest append facts.
 */
export function changedFields(event: ProductEvent): FieldState | undefined {
  switch (event.type) {
    case 'ProblemUpdated':
    case 'ContestUpdated':
    case 'UserProfileChanged':
    case 'WebsiteConfigChanged':
    case 'SiteSwitchesChanged':
      return event.data.changes;
    case 'ProblemTestCasesReplaced':
      return { testCases: event.data.testCases };
    case 'ContestVisibilityChanged':
      return { visible: event.data.visible };
    case 'UserEmailChanged':
      return { email: event.data.email };
    case 'UserRoleChanged':
      return { roleCode: event.data.roleCode };
    case 'UserAvatarChanged':
      return { avatar: event.data.avatar };
    default:
      return undefined;
  }
}

/** Folds one earlier event of the same stream into the fields the diff compares against. */
export function evolveFields(state: FieldState, event: ProductEvent): FieldState {
  switch (event.type) {
    case 'ProblemCreated':
      return { ...event.data.fields, testCases: event.data.testCases };
    case 'ContestCreated':
      return { ...event.data.fields, visible: event.data.visible };
    case 'UserRegistered':
      return { username: event.data.username, email: event.data.email, roleCode: event.data.roleCode };
    default: {
      const changes = changedFields(event);
      return changes ? { ...state, ...changes } : state;
    }
  }
}

/** Where `changedFields` takes an event's fields from: its `changes`, or the top of its data. */
function fieldsBase(event: ProductEvent): readonly string[] {
  return 'changes' in event.data ? ['changes'] : [];
}

/**
 * Before -> after of the fields `event` changed, given the events of its stream before it (oldest
 * first); undefined when the event is not a change set. Computed on request, never stored. A field
 * the event's definition declares secret shows "[redacted]" on both sides; `changed` still says
 * whether it changed (that a password was changed is a fact, the password is not).
 *
 * @example
 * diffOf([problemCreated], problemUpdated, catalogue); // [{ field: 'title', before: 'A', after: 'B', changed: true }]
 */
export function diffOf(
  previous: readonly ProductEvent[],
  event: ProductEvent,
  catalogue: Catalogue,
): FieldChange[] | undefined {
  const changes = changedFields(event);
  if (!changes) return undefined;
  const raw = previous.reduce<FieldState>(evolveFields, {});
  const secrets = secretsUnder(catalogue.secretPathsOf(event.type) ?? [], fieldsBase(event));
  const before = redacted(raw, secrets);
  const after = redacted(changes, secrets);
  return Object.keys(changes).map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field],
    changed: JSON.stringify(raw[field] ?? null) !== JSON.stringify(changes[field]),
  }));
}

/** The secret paths below `base`, relative to it. */
function secretsUnder(paths: readonly SecretPath[], base: readonly string[]): SecretPath[] {
  return paths.flatMap((path) =>
    base.every((step, i) => path[i] === step) ? [path.slice(base.length)] : [],
  );
}

function redacted(fields: FieldState, secrets: readonly SecretPath[]): FieldState {
  const copy = redactSecrets(fields, secrets);
  return isRecord(copy) ? copy : {};
}
