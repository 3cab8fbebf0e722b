export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  initials,
  type AvatarFallbackProps,
  type AvatarImageProps,
  type AvatarProps,
} from "./avatar.js";
