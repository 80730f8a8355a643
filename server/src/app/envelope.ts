import type { Context } from 'koa';

/** The spec's reply shape: `{ status: 200, msg: 'success', data }`. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export function ok<T>(ctx: Context, data: T): void {
  ctx.status = 200;
  ctx.body = { status: 200, msg: 'success', data } satisfies Envelope<T>;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, current, size, pages: size > 0 ? Math.ceil(total / size) : 0 };
}
