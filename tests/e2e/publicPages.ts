// The public pages the e2e tests walk (issue: public website).

/** Every public page with the start of its <title> and its main heading. */
export const publicPages = [
  {
    path: '/',
    title: 'Custom Website Design & Development in Melbourne',
    h1: /Custom Website Design/,
  },
  { path: '/portfolio', title: 'Portfolio | Brightlane Digital', h1: /./ },
  { path: '/services', title: 'Services | Brightlane Digital', h1: /./ },
  { path: '/services/cloud', title: 'Cloud Services | Brightlane Digital', h1: /Cloud/ },
  { path: '/services/seo', title: 'SEO Services | Brightlane Digital', h1: /SEO/ },
  {
    path: '/services/ecommerce',
    title: 'E-commerce Solutions | Brightlane Digital',
    h1: /commerce/i,
  },
  {
    path: '/services/web-development',
    title: 'Web Development | Brightlane Digital',
    h1: /Web Development/,
  },
  { path: '/about', title: 'About Us | Brightlane Digital', h1: /./ },
  { path: '/faq', title: 'FAQ | Brightlane Digital', h1: /./ },
  { path: '/contact', title: 'Contact Us | Brightlane Digital', h1: /Get in Touch/ },
  { path: '/careers', title: 'Careers | Brightlane Digital', h1: /./ },
  { path: '/support', title: 'Support | Brightlane Digital', h1: /./ },
  { path: '/terms', title: 'Terms of Service | Brightlane Digital', h1: /Terms of Service/ },
  { path: '/privacy', title: 'Privacy Policy | Brightlane Digital', h1: /Privacy Policy/ },
  { path: '/sitemap', title: 'Sitemap | Brightlane Digital', h1: /Sitemap/ },
  { path: '/blog', title: 'Blog | Brightlane Digital', h1: /Blog/ },
] as const;
