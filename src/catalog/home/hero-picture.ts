/** The home page's hero: its largest paint, preloaded by the entry for / (src/shell/app/landing-read.ts). */
export const heroPicture = '/hero.svg';
