// Self-hosted, latin subset only, one file per weight in use: each weight is one woff2 download,
// and each @font-face declares font-display: swap so text shows at once in the fallback font.
import '@fontsource/outfit/latin-500.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/outfit/latin-700.css';
import '@fontsource/hind/latin-400.css';
import '@fontsource/hind/latin-500.css';
import '@fontsource/hind/latin-600.css';
