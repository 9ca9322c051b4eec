import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import { getBrowserPersistence, storageKeys } from '../../api/storage';
import StoreViewGuard from './StoreViewGuard';

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      {path}
    </button>
  );
}

function setup(path: string) {
  const reload = jest.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreViewGuard reload={reload} />
      <GoTo path="/vitamine.html" />
      <GoTo path="/en/vitamins.html" />
    </MemoryRouter>
  );
  return { reload };
}

const storedCode = () => getBrowserPersistence().getItem<string>(storageKeys.storeViewCode);

describe('StoreViewGuard', () => {
  beforeEach(() => window.localStorage.clear());

  it('on mount only brings the stored view in line with the URL (start-up synced it; no reload)', () => {
    const { reload } = setup('/en/proteine.html');
    expect(reload).not.toHaveBeenCalled();
    expect(storedCode()).toBe('en_storeview');
  });

  it('reloads when a later URL is in the other view', () => {
    const { reload } = setup('/proteine.html');
    fireEvent.click(screen.getByRole('button', { name: '/vitamine.html' }));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '/en/vitamins.html' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storedCode()).toBe('en_storeview');
  });
});
