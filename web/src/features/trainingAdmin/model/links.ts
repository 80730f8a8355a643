/** The back office's training pages, handed in by the route. */
export interface TrainingAdminLinks {
  list: string;
  create: string;
  categories: string;
  edit: (tid: number) => string;
  /** The public page of a training. */
  view: (tid: number) => string;
}
