import type { ColumnType, Selectable } from 'kysely';

/** Tags and their classifications as the tag lists and the admin's tag page read them. */
export type TagsTables = {
  tags: {
    id: number;
    name: string;
    oj: string;
    color: string;
    /** Null: unclassified. */
    classification_id: number | null;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
  tag_classifications: {
    id: number;
    name: string;
    oj: string;
    rank: number;
    created_at: ColumnType<Date, Date, Date>;
    updated_at: ColumnType<Date, Date, Date>;
  };
};
export type TagRow = Selectable<TagsTables['tags']>;
export type TagClassificationRow = Selectable<TagsTables['tag_classifications']>;
