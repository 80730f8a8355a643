// The comment area (spec 02 "Comment area"): one component for a discussion's detail page and a
// contest's comment tab. Routes hand in the place, the live source and the login dialog.
export { CommentArea, type CommentAreaProps } from './components/CommentArea';
export type { CommentPlace } from './model/place';
