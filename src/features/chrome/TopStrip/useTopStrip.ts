// The top strip's talon: the texts of the CMS block 'top-strip', one shown at a time, the next every
// 3 s. Rotation pauses while the pointer is over the strip or the focus is
// in it, can be paused and resumed with a button (WCAG 2.2.2), and does not start by itself when the
// visitor asked for reduced motion.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { useMediaQuery } from '../../../components/MediaQuery/useMediaQuery';
import { TIMINGS } from '../../../lib/constants';
import { TOP_STRIP_BLOCK } from '../chromeConfig';
import { useAfterPageSettles } from '../useWhenIdle';
import { ChromeCmsBlocksDocument } from './topStrip.generated';
import { parseStripItems } from './topStripItems';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface TopStripTalon {
  /** The texts (empty until the block arrives: the view shows its own default line). */
  items: string[];
  /** Index of the text shown. */
  index: number;
  /** More than one text: rotation and its button exist. */
  canRotate: boolean;
  /** The visitor's wish (or the default): rotation on, shown as a Pause button. */
  wantsRotation: boolean;
  /** Actually moving right now (not hovered, not focused). */
  isRotating: boolean;
  togglePlay: () => void;
  handlePointerEnter: () => void;
  handlePointerLeave: () => void;
  handleFocus: () => void;
  handleBlur: (event: React.FocusEvent<HTMLElement>) => void;
}

export function useTopStrip(intervalMs: number = TIMINGS.topStripRotation): TopStripTalon {
  // The default line stands until the page has settled: the block's texts and their render wait.
  const idle = useAfterPageSettles();
  const { data } = useQuery(ChromeCmsBlocksDocument, {
    variables: { identifiers: [TOP_STRIP_BLOCK] },
    skip: !idle,
    fetchPolicy: 'cache-first',
    // A missing block is a null item plus an error: the default line stays.
    errorPolicy: 'all'
  });
  const content = data?.cmsBlocks?.items?.find((item) => item?.identifier === TOP_STRIP_BLOCK)?.content;
  const items = useMemo(() => (typeof DOMParser === 'undefined' ? [] : parseStripItems(content)), [content]);

  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);

  const canRotate = items.length > 1;
  const wantsRotation = choice ? choice === 'playing' : !reducedMotion;
  const isRotating = canRotate && wantsRotation && !hovered && !focused;
  const shownIndex = items.length ? index % items.length : 0;

  useEffect(() => {
    if (!isRotating) return undefined;
    // A fresh full interval for every text, also right after a pause ends.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % items.length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRotating, shownIndex, items.length, intervalMs]);

  const togglePlay = useCallback(() => setChoice(wantsRotation ? 'paused' : 'playing'), [wantsRotation]);

  return {
    items,
    index: shownIndex,
    canRotate,
    wantsRotation,
    isRotating,
    togglePlay,
    handlePointerEnter: () => setHovered(true),
    handlePointerLeave: () => setHovered(false),
    handleFocus: () => setFocused(true),
    handleBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    }
  };
}
