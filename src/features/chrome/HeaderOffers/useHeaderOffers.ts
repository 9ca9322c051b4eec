import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { inStore, useStoreView } from '../../../components/storeView';
import { COMMUNITY_CHANNEL_URL, THIRTY_OFF_PATH } from '../chromeConfig';

export interface HeaderOffersTalon {
  isModalOpen: boolean;
  openModal: () => void;
  closeModal: () => void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  communityUrl: string;
  thirtyOffHref: string;
}

export function useHeaderOffers(): HeaderOffersTalon {
  const view = useStoreView();
  const { pathname } = useLocation();
  const [isModalOpen, setModalOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A link followed inside the modal leads to another page: the modal goes away with the old one.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (isModalOpen && openedOn !== pathname) {
    setModalOpen(false);
    setOpenedOn(pathname);
  }

  const openModal = useCallback(() => {
    setOpenedOn(pathname);
    setModalOpen(true);
  }, [pathname]);

  // Closed by the visitor (x, backdrop, Escape): the focus goes back to 'All Offers' at once. (A
  // closing by navigation leaves the focus to the new page.)
  const closeModal = useCallback(() => {
    setModalOpen(false);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  return {
    isModalOpen,
    openModal,
    closeModal,
    buttonRef,
    communityUrl: COMMUNITY_CHANNEL_URL,
    thirtyOffHref: inStore(view, THIRTY_OFF_PATH)
  };
}
