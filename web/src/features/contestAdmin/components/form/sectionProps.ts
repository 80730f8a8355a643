import type { Draft } from 'immer';
import type { ContestForm } from '../../model/contestForm';

/** What every section of the contest form gets: the form, a way to change it, and its fields' errors. */
export interface SectionProps {
  form: ContestForm;
  update: (recipe: (draft: Draft<ContestForm>) => void) => void;
  /** For changes computed from the whole form (a type switch moves the seal's default). */
  replace: (next: (form: ContestForm) => ContestForm) => void;
  /** The message of the first rule `field` breaks, in the reader's language. */
  errorOf: (field: string) => string | undefined;
}

/** The element id of a field's wrapper, so a failed save can scroll to it. */
export const fieldId = (field: string) => `contest-field-${field.replace(/[^\w-]/g, '-')}`;
