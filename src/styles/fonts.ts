// Self-hosted, latin subset only: three files in all, each a weight every first screen shows and
// preloaded by index.html (see vite.config.ts): Outfit bold for headings, Hind regular and
// semibold for text. Other weights the styles ask for resolve to the nearest of these, by CSS's
// own matching, instead of costing a phone another download. Each @font-face declares
// font-display: swap, so text shows at once in the fallback font.
import '@fontsource/outfit/latin-700.css';
import './hind.css';
