// How the product page shows its main image: the gallery, and the page's preload of the first image
// (src/app/pageData), name the same files.
export const MAIN_IMAGE = { width: 640, ratio: 1, sizes: '(max-width: 768px) 100vw, 640px' } as const;
