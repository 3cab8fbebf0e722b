export { cn } from "./lib/cn.js";
export type { HeadingLevel } from "./lib/heading.js";
// primitives
export * from "./components/badge/index.js";
export * from "./components/button/index.js";
export * from "./components/card/index.js";
export * from "./components/check-list/index.js";
export * from "./components/checkbox/index.js";
export * from "./components/container/index.js";
export * from "./components/form-field/index.js";
export * from "./components/icon-tile/index.js";
export * from "./components/input/index.js";
export * from "./components/label/index.js";
export * from "./components/radio-group/index.js";
export * from "./components/section/index.js";
export * from "./components/select/index.js";
export * from "./components/separator/index.js";
export * from "./components/textarea/index.js";
export * from "./components/toast/index.js";
export * from "./components/tooltip/index.js";
export * from "./components/typography/index.js";
// marketing blocks, built from the primitives
export * from "./blocks/contact-info-card/index.js";
export * from "./blocks/feature-card/index.js";
export * from "./blocks/industry-card/index.js";
export * from "./blocks/navbar/index.js";
export * from "./blocks/pricing/index.js";
export * from "./blocks/stat-card/index.js";
export * from "./blocks/value-card/index.js";
