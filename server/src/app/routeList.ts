import type Router from '@koa/router';

/** One HTTP route the server answers: what the role matrix and the fuzzer walk, so none is forgotten. */
export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** With the router's prefix and Koa's parameters, e.g. `/api/contests/:cid/event-feed`. */
  path: string;
}

const methods = new Set<string>(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

function isMethod(method: string): method is RegisteredRoute['method'] {
  return methods.has(method);
}

/** Every method and path the routers register (HEAD, implied by GET, is left out; our paths are strings). */
export function registeredRoutes(routers: readonly Router[]): RegisteredRoute[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter(isMethod).map((method) => ({ method, path: String(layer.path) })),
    ),
  );
}
