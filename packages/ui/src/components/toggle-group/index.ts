export {
  ToggleGroup,
  ToggleGroupItem,
  type ToggleGroupItemProps,
  type ToggleGroupProps,
} from "./toggle-group.js";
export { toggleGroupItemVariants } from "./toggle-group.shared.js";
