export { Avatar, avatarSizes } from './Avatar.tsx';
export type { AvatarProps, AvatarSize } from './Avatar.tsx';
export { getInitials, UNKNOWN_INITIALS } from './getInitials.ts';
