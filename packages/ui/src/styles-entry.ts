// Build-only entry: makes Vite compile the kit's stylesheet into dist/styles.css (its empty JS chunk is dropped).
// styles-dist.css is styles.css without the Storybook-only screens.
import "./styles-dist.css";
