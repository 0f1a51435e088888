// The shop's three font faces, each cut to the characters of its first screens: src/styles/fonts.css.
import './fonts.css';
