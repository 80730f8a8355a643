import './tagChip.css';
import type { ReactNode } from 'react';
import { type ProblemTag, tagColor } from '@/lib/problemTag';

interface TagChipProps {
  tag: Pick<ProblemTag, 'name' | 'color'>;
  /** Makes the chip a toggle button (the tag panel's filter). */
  onClick?: () => void;
  /** Shown as pressed: the tag is one of the list's filters. */
  active?: boolean;
  /** After the name, e.g. a remove cross. */
  children?: ReactNode;
}

/** A problem tag with a dot in the colour the administrator gave it. */
export function TagChip({ tag, onClick, active, children }: TagChipProps) {
  const content = (
    <>
      <span className="tag-chip-dot" style={{ backgroundColor: tagColor(tag.color) }} aria-hidden="true" />
      {tag.name}
      {children}
    </>
  );
  if (!onClick) {
    return <span className="tag-chip">{content}</span>;
  }
  return (
    <button type="button" className="tag-chip" aria-pressed={active} onClick={onClick}>
      {content}
    </button>
  );
}
