/** One entry of the top menu; the route table decides which exist and what they are called. */
export interface NavItem {
  to: string;
  label: string;
  /** Match `to` exactly, so Home is not highlighted on every page. */
  end?: boolean;
}
