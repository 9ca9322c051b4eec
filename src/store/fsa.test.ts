import { createAction, createRequestReceive, createSubmitAcceptReject, handleActions, on } from './fsa';

describe('flux standard actions', () => {
  it('creates typed actions with a type string', () => {
    const toggle = createAction<string | null>('APP/TOGGLE_DRAWER');
    expect(toggle('nav')).toEqual({ type: 'APP/TOGGLE_DRAWER', payload: 'nav' });
    expect(String(toggle)).toBe('APP/TOGGLE_DRAWER');
    expect(toggle.type).toBe('APP/TOGGLE_DRAWER');
    expect(toggle.match({ type: 'APP/TOGGLE_DRAWER' })).toBe(true);
  });

  it('flags Error payloads as errors', () => {
    const pair = createRequestReceive<undefined, string>('CART/GET_CART');
    const error = new Error('x');
    expect(pair.request()).toEqual({ type: 'CART/GET_CART/REQUEST', payload: undefined });
    expect(pair.receive(error)).toEqual({ type: 'CART/GET_CART/RECEIVE', payload: error, error: true });
    const steps = createSubmitAcceptReject('CHECKOUT/ORDER');
    expect([steps.submit.type, steps.accept.type, steps.reject.type]).toEqual([
      'CHECKOUT/ORDER/SUBMIT',
      'CHECKOUT/ORDER/ACCEPT',
      'CHECKOUT/ORDER/REJECT'
    ]);
  });

  it('reduces only the handled actions', () => {
    const add = createAction<number>('ADD');
    const reducer = handleActions<number>(() => 10, [on(add, (state, { payload }) => state + payload)]);
    expect(reducer(undefined, { type: '@@INIT' })).toBe(10);
    expect(reducer(1, add(2))).toBe(3);
    expect(reducer(1, { type: 'OTHER' })).toBe(1);
  });
});
