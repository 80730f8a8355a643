/** Where a comment area is: under a discussion or in a contest's comment tab. */
export type CommentPlace = { did: number } | { cid: number };

export const placeQuery = (place: CommentPlace) => ('did' in place ? { did: place.did } : { cid: place.cid });

/** A stable key part for the place's queries. */
export const placeKey = (place: CommentPlace) => ('did' in place ? `d${place.did}` : `c${place.cid}`);

/**
 * The rooms that push this place's changes (server `commentTopics.ts`): a discussion's room; in a
 * contest the admins' room for its admins, else the readers' room plus the reader's own (their own
 * comments and the replies under them, which other contestants never get).
 */
export function placeRooms(place: CommentPlace, reader: { uid: string; contestAdmin: boolean } | null) {
  if ('did' in place) return { room: `comments:discussion:${place.did}`, ownRoom: undefined };
  if (reader?.contestAdmin) return { room: `comments:contest:${place.cid}:admin`, ownRoom: undefined };
  return {
    room: `comments:contest:${place.cid}`,
    ownRoom: reader ? `comments:contest:${place.cid}:user:${reader.uid}` : undefined,
  };
}
