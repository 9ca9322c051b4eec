import { consentReducer, initialConsentState, type ConsentState } from './consentReducer';

const open: ConsentState = { phase: 'open', selected: [], openedByShopper: false };

describe('consent reducer', () => {
  it('starts open without a stored decision, hidden with one, nothing ticked on a first visit', () => {
    expect(initialConsentState(false, [])).toEqual(open);
    expect(initialConsentState(true, ['marketing', 'analytics'])).toEqual({
      phase: 'hidden',
      selected: ['analytics', 'marketing'],
      openedByShopper: false
    });
  });

  it('ticks and unticks categories while open', () => {
    let state = consentReducer(open, { type: 'toggle', category: 'marketing' });
    state = consentReducer(state, { type: 'toggle', category: 'analytics' });
    expect(state.selected).toEqual(['analytics', 'marketing']);
    state = consentReducer(state, { type: 'toggle', category: 'marketing' });
    expect(state.selected).toEqual(['analytics']);
  });

  it('a decision keeps the banner for the fade, then hides it', () => {
    const deciding = consentReducer(open, { type: 'decide', selected: ['preferences', 'analytics', 'marketing'] });
    expect(deciding.phase).toBe('deciding');
    expect(deciding.selected).toEqual(['preferences', 'analytics', 'marketing']);
    // Nothing changes the choice during the fade.
    expect(consentReducer(deciding, { type: 'toggle', category: 'analytics' })).toBe(deciding);
    expect(consentReducer(deciding, { type: 'decide', selected: [] })).toBe(deciding);
    expect(consentReducer(deciding, { type: 'hide' }).phase).toBe('hidden');
  });

  it('close hides at once; hide without a decision does nothing', () => {
    expect(consentReducer(open, { type: 'close' }).phase).toBe('hidden');
    expect(consentReducer(open, { type: 'hide' })).toBe(open);
  });

  it('reopen shows the stored choice and wins over a pending hide', () => {
    const hidden = initialConsentState(true, []);
    const reopened = consentReducer(hidden, { type: 'reopen', selected: ['analytics'] });
    expect(reopened).toEqual({ phase: 'open', selected: ['analytics'], openedByShopper: true });
    const deciding = consentReducer(open, { type: 'decide', selected: [] });
    const again = consentReducer(deciding, { type: 'reopen', selected: [] });
    expect(consentReducer(again, { type: 'hide' }).phase).toBe('open');
  });
});
