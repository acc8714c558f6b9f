export { Avatar, avatarSizes } from './Avatar.tsx';
export type { AvatarProps, AvatarSize } from './Avatar.tsx';
export { getInitials } from './getInitials.ts';
