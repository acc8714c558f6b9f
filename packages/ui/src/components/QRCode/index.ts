export { QRCode, qrCodeLevels } from './QRCode.tsx';
export type { QRCodeProps, QRCodeLevel } from './QRCode.tsx';
