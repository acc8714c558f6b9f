export { Banner, bannerTones, bannerPlacements } from './Banner.tsx';
export type { BannerProps, BannerTone, BannerPlacement } from './Banner.tsx';
