export { Separator, type SeparatorProps } from "./separator.js";
