// How the hero shows a banner: the slider, and the page's preload of the first banner (src/app/pageData),
// name the same files. A wide 3:1 crop on desktops, 4:3 on phones.
export const HERO_IMAGE = { width: 1440, ratio: 3, mobileRatio: 4 / 3, sizes: '100vw' } as const;
