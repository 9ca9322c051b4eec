// Talon of the Image content type: which image shows where, how it loads (eagerly when a carousel
// preloads its slide) and the box it reserves before loading (imageLayout.ts).
import { useCarouselSlide } from '../../Carousel';
import type { ImageProps } from '../types';
import { pageBuilderImageLayout, type PageBuilderImageLayout } from './imageLayout';

export interface ImageTalon extends PageBuilderImageLayout {
  loading: 'eager' | 'lazy';
}

export function useImage({ desktopImage, mobileImage }: Pick<ImageProps, 'desktopImage' | 'mobileImage'>): ImageTalon | null {
  const slide = useCarouselSlide();
  if (!desktopImage) return null;
  const loading = slide?.isPreloading ? 'eager' : 'lazy';
  return { loading, ...pageBuilderImageLayout(desktopImage, mobileImage, loading === 'lazy') };
}
