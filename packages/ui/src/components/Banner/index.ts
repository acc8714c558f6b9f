export { Banner, bannerTones, bannerVariants } from './Banner.tsx';
export type { BannerProps, BannerTone, BannerVariant } from './Banner.tsx';
