import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import type { FooterLink } from './Footer.tsx';
import { Footer } from './Footer.tsx';
import { FooterContact } from './FooterContact.tsx';
import { FooterCopyright } from './FooterCopyright.tsx';
import { FooterLinkGroup } from './FooterLinkGroup.tsx';
import { FooterProducts } from './FooterProducts.tsx';
import type { FooterSocialLink } from './FooterSocialLinks.tsx';
import { FooterSocialLinks } from './FooterSocialLinks.tsx';

// docs/product/spec.md §2 (Contact page) link groups; brand values from docs/product/decisions.md.
const services: FooterLink[] = [
  { href: '#web-development', label: 'Web Development' },
  { href: '#seo', label: 'SEO' },
  { href: '#ecommerce', label: 'eCommerce' },
  { href: '#cloud', label: 'Cloud' },
];
const company: FooterLink[] = [
  { href: '#about', label: 'About' },
  { href: '#portfolio', label: 'Portfolio' },
  { href: '#blog', label: 'Blog' },
  { href: '#careers', label: 'Careers' },
];
const support: FooterLink[] = [
  { href: '#contact', label: 'Contact' },
  { href: '#faq', label: 'FAQ' },
  { href: '#privacy', label: 'Privacy' },
  { href: '#terms', label: 'Terms' },
];
const legal: FooterLink[] = [
  { href: '#privacy', label: 'Privacy' },
  { href: '#terms', label: 'Terms' },
  { href: '#sitemap', label: 'Sitemap' },
];
const social: FooterSocialLink[] = [
  { network: 'facebook', href: '#facebook' },
  { network: 'instagram', href: '#instagram' },
  { network: 'linkedin', href: '#linkedin' },
  { network: 'x', href: '#x' },
];
const products = ['Custom Email', 'SEO Killer', 'Data Pro', 'Domain Manager', 'Brightlane Studio'];

const columns = (
  <>
    <FooterLinkGroup title="Services" links={services} />
    <FooterLinkGroup title="Company" links={company} />
    <FooterLinkGroup title="Support" links={support} />
    <FooterProducts products={products} />
  </>
);

const contact = (
  <FooterContact
    phone={{ label: '(03) 5550 1234', href: 'tel:+61355501234' }}
    email="hello@brightlane.example"
    address="Melbourne VIC"
    hours="Monday to Friday 09:00-17:00"
  />
);

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs', 'mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Brightlane Digital',
    tagline: 'Cutting-edge web solutions for the modern business',
    social: <FooterSocialLinks links={social} />,
    contact,
    children: columns,
    // A fixed year keeps the screenshot stable; the site leaves it out for the current year.
    copyright: <FooterCopyright name="Brightlane Digital" year={2025} />,
    legalLinks: legal,
  },
  argTypes: {
    children: { control: false },
    social: { control: false },
    contact: { control: false },
    copyright: { control: false },
    brand: { control: false },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full site footer. Columns wrap; at ≤768 px two per row, wide ones full width. */
export const Playground: Story = {};

/** Only the brand column and the bottom bar. */
export const Minimal: Story = {
  args: { children: undefined, social: undefined, contact: undefined, legalLinks: [] },
};

export const LinkGroups: Story = {
  args: {
    children: (
      <>
        <FooterLinkGroup title="Services" links={services} />
        <FooterLinkGroup title="Company" links={company} />
        <FooterLinkGroup title="Support" links={support} />
      </>
    ),
  },
};

export const Products: Story = { args: { children: <FooterProducts products={products} /> } };

/** Contact details as a column instead of in the brand column. */
export const ContactColumn: Story = {
  args: {
    contact: undefined,
    children: (
      <FooterContact
        phone={{ label: '(03) 5550 1234', href: 'tel:+61355501234' }}
        email="sales@brightlane.example"
        address="Melbourne VIC"
        hours="Monday to Friday 09:00-17:00"
      />
    ),
  },
};

const pseudo: Record<string, string> = { '#hover': 'hover', '#focus': 'focus' };

/**
 * Hover and keyboard focus on links and social icons, shown by the pseudo-states addon
 * (`data-pseudo`, see .storybook/pseudoStates.ts): social links take the attribute directly,
 * the other links through this story's `renderLink`.
 */
export const LinkStates: Story = {
  args: {
    social: (
      <FooterSocialLinks
        links={[
          { network: 'facebook', href: '#f' },
          { network: 'instagram', href: '#i', 'data-pseudo': 'hover' },
          { network: 'linkedin', href: '#l', 'data-pseudo': 'focus' },
        ]}
      />
    ),
    children: (
      <FooterLinkGroup
        title="States"
        links={[
          { href: '#rest', label: 'Rest' },
          { href: '#hover', label: 'Hover' },
          { href: '#focus', label: 'Focus' },
        ]}
      />
    ),
    renderLink: ({ children, ...props }) => (
      <a {...props} data-pseudo={pseudo[props.href]}>
        {children}
      </a>
    ),
  },
};

export const LongText: Story = {
  args: {
    brand: 'Brightlane Digital — web design, development and cloud services',
    tagline:
      'Cutting-edge web solutions for the modern business, built in Melbourne for clients everywhere who care about craft.',
    children: (
      <>
        <FooterLinkGroup
          title="Services and solutions for every kind of business"
          links={[
            { href: '#a', label: 'Custom software development for regulated industries' },
            ...services,
          ]}
        />
      </>
    ),
    contact: (
      <FooterContact
        email="a-very-long-mailbox-name@brightlane-digital-agency.example"
        hours="Monday to Friday 09:00-17:00"
      />
    ),
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid' }}>
      {[lightTheme, darkTheme].map((scope) => (
        // A section, so the two footers are not two page-level contentinfo landmarks.
        <section
          key={scope}
          aria-label={scope === lightTheme ? 'Light' : 'Dark'}
          className={scope}
          style={{ background: vars.color.background }}
        >
          <Footer
            {...args}
            legalLabel={`Legal (${scope})`}
            social={<FooterSocialLinks links={social} label={`Social media (${scope})`} />}
          />
        </section>
      ))}
    </div>
  ),
};
