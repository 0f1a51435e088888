// Self-hosted, latin subset only, one file per weight in use: each weight is one download,
// and each @font-face declares font-display: swap so text shows at once in the fallback font.
import '@fontsource/outfit/latin-500.css';
import '@fontsource/outfit/latin-600.css';
import '@fontsource/outfit/latin-700.css';
import './hind.css';
