import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Footer } from './Footer.tsx';
import { FooterContact } from './FooterContact.tsx';
import { FooterCopyright } from './FooterCopyright.tsx';
import { FooterLinkGroup } from './FooterLinkGroup.tsx';
import { FooterProducts } from './FooterProducts.tsx';
import { FooterSocialLinks } from './FooterSocialLinks.tsx';

const services = [
  { href: '/services/web-development', label: 'Web Development' },
  { href: '/services/seo', label: 'SEO' },
];
const social = [
  { network: 'facebook', href: 'https://facebook.example/brightlane' },
  { network: 'instagram', href: 'https://instagram.example/brightlane' },
  { network: 'linkedin', href: 'https://linkedin.example/brightlane' },
  { network: 'x', href: 'https://x.example/brightlane' },
] as const;
const products = ['Custom Email', 'SEO Killer', 'Data Pro', 'Domain Manager', 'Brightlane Studio'];

function SiteFooter(props: Partial<ComponentProps<typeof Footer>>) {
  return (
    <Footer
      brand="Brightlane Digital"
      social={<FooterSocialLinks links={social} />}
      copyright={<FooterCopyright name="Brightlane Digital" year={2025} />}
      contact={
        <FooterContact
          phone={{ label: '(03) 5550 1234', href: 'tel:+61355501234' }}
          email="hello@brightlane.example"
          address="Melbourne VIC"
          hours="Monday to Friday 09:00-17:00"
        />
      }
      legalLinks={[
        { href: '/privacy', label: 'Privacy' },
        { href: '/terms', label: 'Terms' },
        { href: '/sitemap', label: 'Sitemap' },
      ]}
      {...props}
    >
      <FooterLinkGroup title="Services" links={services} />
      <FooterProducts products={products} />
    </Footer>
  );
}

describe('Footer', () => {
  it('given a tagline, should be the contentinfo landmark with the tagline under the brand', () => {
    render(<SiteFooter tagline="Cutting-edge web solutions for the modern business" />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Cutting-edge web solutions for the modern business');
  });

  it('given no tagline, should show none (a design system has no company line of its own)', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Cutting-edge web solutions');
  });

  it('given link groups, should list their links under a heading that names the list', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Services' });
    expect(within(list).getByRole('link', { name: 'SEO' })).toHaveAttribute(
      'href',
      '/services/seo',
    );
  });

  it('given legal links, should render Privacy, Terms and Sitemap', () => {
    render(<SiteFooter />);
    const legal = screen.getByRole('list', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Privacy', 'Terms', 'Sitemap']);
  });

  it('given a renderLink, should render every internal link through it', () => {
    render(
      <SiteFooter
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'SEO' })).toHaveAttribute('data-router', 'yes');
    expect(
      within(screen.getByRole('list', { name: 'Legal' })).getByRole('link', { name: 'Terms' }),
    ).toHaveAttribute('data-router', 'yes');
  });

  it('given four social links, should name each by its network', () => {
    render(<SiteFooter />);
    const list = screen.getByRole('list', { name: 'Social media' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X (Twitter)']);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.example/brightlane',
    );
  });

  it('given a social link with a label, should use it as the name', () => {
    render(<FooterSocialLinks links={[{ network: 'x', href: '#x', label: 'Brightlane on X' }]} />);
    expect(screen.getByRole('link', { name: 'Brightlane on X' })).toBeInTheDocument();
  });

  it('given products, should list the five with a "Coming soon" badge each', () => {
    render(<SiteFooter />);
    const list = screen.getByRole('list', { name: 'Our Products' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(products);
    for (const item of items) expect(item).toHaveTextContent('Coming soon');
  });

  it('given contact details, should link the phone and e-mail and show hours', () => {
    render(<SiteFooter />);
    expect(screen.getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
    expect(screen.getByRole('link', { name: 'hello@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightlane.example',
    );
    expect(screen.getByText('Monday to Friday 09:00-17:00')).toBeInTheDocument();
    expect(screen.getByText('Melbourne VIC').closest('address')).not.toBeNull();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<SiteFooter />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('FooterCopyright', () => {
  it('given a year, should say "© {year} {name}. All rights reserved."', () => {
    render(<FooterCopyright name="Brightlane Digital" year={2025} />);
    expect(screen.getByText('© 2025 Brightlane Digital. All rights reserved.')).toBeInTheDocument();
  });

  it('given no year, should use the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T12:00:00'));
    try {
      render(<FooterCopyright name="Brightlane Digital" />);
      expect(
        screen.getByText('© 2031 Brightlane Digital. All rights reserved.'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
