import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { QRCode } from './QRCode.tsx';

const URI =
  'otpauth://totp/Brightlane:jane%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Brightlane';

describe('QRCode', () => {
  it('given a label, should render an image named by it at 200 px', () => {
    render(<QRCode value={URI} label="QR code for Brightlane (jane@example.com)" />);
    const image = screen.getByRole('img', { name: 'QR code for Brightlane (jane@example.com)' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
  });

  it('should draw the modules in currentColor on a transparent background (the plate paints white)', () => {
    const { container } = render(<QRCode value={URI} label="QR code" />);
    const fills = [...container.querySelectorAll('path')].map((p) => p.getAttribute('fill'));
    expect(fills).toEqual(['transparent', 'currentColor']);
  });

  it('given a different value, should draw a different code', () => {
    const a = render(<QRCode value={URI} label="a" />)
      .container.querySelectorAll('path')[1]
      ?.getAttribute('d');
    const b = render(<QRCode value={`${URI}x`} label="b" />)
      .container.querySelectorAll('path')[1]
      ?.getAttribute('d');
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('given level H and a 4-module margin, should draw more modules than level L without margin', () => {
    const h = render(<QRCode value={URI} label="h" />)
      .container.querySelector('svg')!
      .getAttribute('viewBox');
    const l = render(<QRCode value={URI} label="l" level="L" marginSize={0} />)
      .container.querySelector('svg')!
      .getAttribute('viewBox');
    const side = (viewBox: string | null) => Number(viewBox?.split(' ')[2]);
    expect(side(h)).toBeGreaterThan(side(l) + 8);
  });

  it('given a caption, should show it', () => {
    render(<QRCode value={URI} label="QR code" caption="Scan with your authenticator app" />);
    expect(screen.getByText('Scan with your authenticator app')).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <QRCode value={URI} label="QR code for Brightlane" caption="Scan me" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
