export { Label, labelClassName, type LabelProps } from "./label.js";
