/** The home page's hero: its largest paint, preloaded by the entry for / (src/app/landing-read.ts). */
export const heroPicture = '/hero.svg';
