export { Input, controlClassName, type InputProps } from "./input.js";
