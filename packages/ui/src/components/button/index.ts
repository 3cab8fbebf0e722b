export { Button, type ButtonProps } from "./button.js";
export { buttonVariants } from "./button.shared.js";
