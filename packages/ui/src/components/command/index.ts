export {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandSeparator,
  CommandShortcut,
  type CommandEmptyProps,
  type CommandGroupProps,
  type CommandInputProps,
  type CommandItemProps,
  type CommandListProps,
  type CommandLoadingProps,
  type CommandProps,
  type CommandSeparatorProps,
  type CommandShortcutProps,
} from "./command.js";
export {
  CommandDialog,
  CommandDialogContent,
  CommandDialogTrigger,
  type CommandDialogContentProps,
  type CommandDialogProps,
  type CommandDialogTriggerProps,
} from "./command-dialog.js";
export { COMMAND_DIALOG_LABELS, COMMAND_DIALOG_SHORTCUT, COMMAND_LABELS } from "./command.shared.js";
