import type { TagClassificationRow, TagRow } from '@oj/projections';

/** A tag as HOJ's clients read it: `tcid` is its classification (null: unclassified). */
export function tagView(row: TagRow) {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    oj: row.oj,
    tcid: row.classification_id,
    gmtCreate: row.created_at.toISOString(),
    gmtModified: row.updated_at.toISOString(),
  };
}
export type TagReply = ReturnType<typeof tagView>;

export function classificationView(row: TagClassificationRow) {
  return {
    id: row.id,
    name: row.name,
    oj: row.oj,
    rank: row.rank,
    gmtCreate: row.created_at.toISOString(),
    gmtModified: row.updated_at.toISOString(),
  };
}
export type ClassificationReply = ReturnType<typeof classificationView>;

/**
 * Tags grouped by classification (rank order, empty ones included), then one group of the
 * unclassified tags if any; with no classifications at all, one group of every tag (HOJ's reply).
 */
export function groupByClassification(classifications: TagClassificationRow[], tags: TagRow[]) {
  const sortedTags = [...tags].sort((a, b) => a.id - b.id);
  if (classifications.length === 0) return [{ classification: null, tagList: sortedTags.map(tagView) }];
  const ordered = [...classifications].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const known = new Set(ordered.map((c) => c.id));
  const groups: { classification: ClassificationReply | null; tagList: TagReply[] }[] = ordered.map((c) => ({
    classification: classificationView(c),
    tagList: sortedTags.filter((t) => t.classification_id === c.id).map(tagView),
  }));
  const loose = sortedTags.filter((t) => t.classification_id === null || !known.has(t.classification_id));
  if (loose.length > 0) groups.push({ classification: null, tagList: loose.map(tagView) });
  return groups;
}
