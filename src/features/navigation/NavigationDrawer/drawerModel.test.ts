import { back, hasBack, type DrawerState } from './drawerModel';

const parents: Record<string, string> = { 'NA==': 'Mg==', 'MTE=': 'NA==' };
const parentOf = (uid: string) => parents[uid];
const at = (view: DrawerState['view'], categoryUid = 'Mg=='): DrawerState => ({ view, categoryUid });

describe('drawer Back rules', () => {
  it('goes from CREATE_ACCOUNT and FORGOT_PASSWORD to SIGN_IN', () => {
    expect(back(at('CREATE_ACCOUNT'), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('SIGN_IN') });
    expect(back(at('FORGOT_PASSWORD'), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('SIGN_IN') });
  });

  it('goes from SIGN_IN and MY_ACCOUNT to MENU', () => {
    expect(back(at('SIGN_IN'), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('MENU') });
    expect(back(at('MY_ACCOUNT', 'NA=='), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('MENU', 'NA==') });
  });

  it('goes up one category level in MENU and closes at the root', () => {
    expect(back(at('MENU', 'MTE='), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('MENU', 'NA==') });
    expect(back(at('MENU', 'NA=='), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('MENU', 'Mg==') });
    expect(back(at('MENU', 'Mg=='), 'Mg==', parentOf)).toEqual({ kind: 'close' });
  });

  it("goes from the blog category to category 'Mg=='", () => {
    expect(back(at('MENU', 'blog'), 'Mg==', parentOf)).toEqual({ kind: 'state', state: at('MENU', 'Mg==') });
  });

  it('shows Back everywhere except the top of the menu', () => {
    expect(hasBack(at('MENU'), 'Mg==')).toBe(false);
    expect(hasBack(at('MENU', 'NA=='), 'Mg==')).toBe(true);
    expect(hasBack(at('SIGN_IN'), 'Mg==')).toBe(true);
  });
});
