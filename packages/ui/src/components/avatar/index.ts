export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  type AvatarFallbackProps,
  type AvatarImageProps,
  type AvatarProps,
} from "./avatar.js";
export { avatarVariants, initials } from "./avatar.shared.js";
