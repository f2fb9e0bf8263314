export {
  Avatar,
  type AvatarProps,
  type AvatarShape,
  type AvatarSize,
  avatarShapes,
  avatarSizes,
  initialsOf,
} from './Avatar.tsx';
