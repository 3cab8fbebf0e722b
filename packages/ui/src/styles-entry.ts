// Build-only entry: makes Vite compile styles.css into dist/styles.css (its empty JS chunk is dropped).
import "./styles.css";
