import type { ProductEvent } from '@oj/events';
import { isRecord, redactData } from './redaction';

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

/**
 * Before -> after of the fields `event` changed, given the events of its stream before it (oldest
 * first); undefined when the event is not a change set. Computed on request, never stored.
 *
 * @example
 * diffOf([problemCreated], problemUpdated); // [{ field: 'title', before: 'A', after: 'B', changed: true }]
 */
export function diffOf(previous: readonly ProductEvent[], event: ProductEvent): FieldChange[] | undefined {
  const changes = changedFields(event);
  if (!changes) return undefined;
  const before = redactedFields(event.type, previous.reduce<FieldState>(evolveFields, {}));
  const after = redactedFields(event.type, changes);
  return Object.keys(after).map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field],
    changed: JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field]),
  }));
}

function redactedFields(type: string, fields: FieldState): FieldState {
  const redacted = redactData(type, fields);
  return isRecord(redacted) ? redacted : {};
}
