/**
 * Typed wrappers over redux-actions (createAction / handleActions): Flux Standard Actions with types
 * such as 'CART/GET_CART/REQUEST' and errors as `{ payload: Error, error: true }`.
 *
 * redux-actions 2.6 (the version Venia uses) is CommonJS; v3 ships only as an ES module in a
 * "type": "module" package, which Jest's CommonJS runtime refuses to load. Its typings erase payload
 * types, so the wrappers below give action creators and reducer cases their payload types back.
 */
import type { Reducer, UnknownAction } from 'redux';
import { createAction as createReduxAction, handleActions as handleReduxActions } from 'redux-actions';

// A type alias (not an interface) so actions are assignable to Redux's UnknownAction index signature.
export type FsaAction<P = undefined> = {
  type: string;
  payload: P;
  error?: boolean;
};

export interface ActionCreator<P> {
  (...args: undefined extends P ? [payload?: P] : [payload: P]): FsaAction<P>;
  readonly type: string;
  toString(): string;
  /** Type guard for reducers and middleware. */
  match(action: { type: string }): action is FsaAction<P>;
}

export function createAction<P = undefined>(type: string): ActionCreator<P> {
  // redux-actions marks an Error payload with `error: true`.
  const reduxCreator = createReduxAction(type);
  const creator = (...args: unknown[]): FsaAction<P> => reduxCreator(args[0]) as FsaAction<P>;
  return Object.assign(creator, {
    type,
    toString: () => type,
    match: (action: { type: string }): action is FsaAction<P> => action.type === type
  }) as unknown as ActionCreator<P>;
}

export interface RequestReceive<Req, Rec> {
  request: ActionCreator<Req>;
  /** Receives the result, or an Error (dispatched with `error: true`). */
  receive: ActionCreator<Rec | Error>;
}

export function createRequestReceive<Req = undefined, Rec = undefined>(type: string): RequestReceive<Req, Rec> {
  return { request: createAction<Req>(`${type}/REQUEST`), receive: createAction<Rec | Error>(`${type}/RECEIVE`) };
}

export interface SubmitAcceptReject<Sub, Acc> {
  submit: ActionCreator<Sub>;
  accept: ActionCreator<Acc>;
  reject: ActionCreator<Error>;
}

export function createSubmitAcceptReject<Sub = undefined, Acc = undefined>(type: string): SubmitAcceptReject<Sub, Acc> {
  return {
    submit: createAction<Sub>(`${type}/SUBMIT`),
    accept: createAction<Acc>(`${type}/ACCEPT`),
    reject: createAction<Error>(`${type}/REJECT`)
  };
}

export interface ActionCase<S> {
  type: string;
  handler: (state: S, action: FsaAction<never>) => S;
}

/** Binds a reducer case to an action creator, typing the handler's payload. */
export function on<S, P>(creator: ActionCreator<P>, handler: (state: S, action: FsaAction<P>) => S): ActionCase<S> {
  return { type: creator.type, handler: handler as ActionCase<S>['handler'] };
}

/** A reducer from cases; unknown actions return the state unchanged. */
export function handleActions<S>(initialState: S | (() => S), cases: ReadonlyArray<ActionCase<S>>): Reducer<S, UnknownAction> {
  const handlers = Object.fromEntries(cases.map((actionCase) => [actionCase.type, actionCase.handler]));
  const initial = (): S => (typeof initialState === 'function' ? (initialState as () => S)() : initialState);
  // redux-actions builds the reducer; the (lazy) initial state is supplied here, so its default is unused.
  const reducer = handleReduxActions<S, never>(handlers as never, null as unknown as S);
  return (state: S | undefined, action: UnknownAction): S =>
    reducer(state === undefined ? initial() : state, action as never) as S;
}

export function isErrorAction<P>(action: FsaAction<P | Error>): action is FsaAction<Error> {
  return action.error === true && action.payload instanceof Error;
}
