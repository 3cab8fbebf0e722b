export { Switch, type SwitchProps } from "./switch.js";
export { switchVariants } from "./switch.shared.js";
