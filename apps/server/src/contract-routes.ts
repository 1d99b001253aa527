/**
 * The route map as types (see api-routes.ts): for a route key such as `'GET /api/websites/:id'`,
 * its path parameters, query, body and answer. Type-only, like contract.ts, which re-exports it.
 */
import type { z } from 'zod';
import type { apiRoutes } from './api-routes';

type Routes = typeof apiRoutes;

/** A route the web app may call: "METHOD /path" with Fastify's `:param` segments. */
export type ApiRoute = keyof Routes;
export type ApiMethod = ApiRoute extends `${infer M} ${string}` ? M : never;
/** The paths a method has routes for. */
export type ApiPath<M extends ApiMethod> = ApiRoute extends infer K
  ? K extends `${M} ${infer P}`
    ? P
    : never
  : never;
/** The route key of a method and path; never when there is no such route. */
export type RouteOf<M extends string, P extends string> = Extract<ApiRoute, `${M} ${P}`>;

type PathOf<K extends ApiRoute> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the route answers on success (the output of its response schema, as serialized). */
export type RouteAnswer<K extends ApiRoute> = z.output<Routes[K]['answer']>;
/** What the route takes as its body: the input of its body schema; form data for an upload. */
export type RouteBody<K extends ApiRoute> = Routes[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : Routes[K] extends { multipart: true }
    ? FormData
    : never;
/** What the route takes as its query string. */
export type RouteQuery<K extends ApiRoute> = Routes[K] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;
/** The route's path parameters by name (`:id` → `{ id: string }`). */
export type RouteParams<K extends ApiRoute> = Record<ParamNames<PathOf<K>>, string>;

type Part<Key extends string, T> = [T] extends [never]
  ? { [_ in Key]?: never }
  : undefined extends T
    ? { [_ in Key]?: T }
    : { [_ in Key]: T };
/** What a call to the route carries besides method and path; an object of only optional parts may be left out. */
export type RouteInput<K extends ApiRoute> = Part<
  'params',
  [ParamNames<PathOf<K>>] extends [never] ? never : RouteParams<K>
> &
  Part<'query', RouteQuery<K>> &
  Part<'body', RouteBody<K>>;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [P];
type SegmentsMatch<Sent extends string[], Route extends string[]> = Sent extends [
  infer S extends string,
  ...infer SentRest extends string[],
]
  ? Route extends [infer R extends string, ...infer RouteRest extends string[]]
    ? R extends `:${string}`
      ? SegmentsMatch<SentRest, RouteRest>
      : S extends R
        ? SegmentsMatch<SentRest, RouteRest>
        : false
    : false
  : Route extends []
    ? true
    : false;
/** The route a request line such as `'GET /api/websites/w1'` reaches; never when none does. */
export type MatchRoute<Sent extends string> = {
  [K in ApiRoute]: SegmentsMatch<Segments<Sent>, Segments<K>> extends true ? K : never;
}[ApiRoute];
