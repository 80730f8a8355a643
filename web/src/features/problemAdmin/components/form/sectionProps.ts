import type { Draft } from 'immer';
import type { MarkdownUploads } from '@/components/MarkdownUploadBar';
import type { ProblemForm } from '../../model/problemForm';

/** What every section of the problem form gets: the form, a way to change it, and its fields' errors. */
export interface SectionProps {
  form: ProblemForm;
  update: (recipe: (draft: Draft<ProblemForm>) => void) => void;
  /** For changes computed from the whole form (e.g. switching to OI spreads the scores). */
  replace: (next: (form: ProblemForm) => ProblemForm) => void;
  /** The message of the first rule `field` breaks, in the reader's language. */
  errorOf: (field: string) => string | undefined;
  /** What the statement's Markdown editors may upload. */
  uploads: MarkdownUploads;
}

/** The element id of a field's wrapper, so a failed save can scroll to it. */
export const fieldId = (field: string) => `problem-field-${field.replace(/[^\w-]/g, '-')}`;
