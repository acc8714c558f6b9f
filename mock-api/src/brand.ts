// Every brand constant the API uses (e-mails above all), in one place, mirroring the site's
// site/src/brand.ts (DECISIONS.md "Brand"). The addresses use the reserved `.example` domain:
// nothing the API sends in development can reach a real person.

export const brand = {
  name: 'Brightlane Digital',
  phone: '(03) 5550 1234',
  email: {
    /** Receives a notification for every quote, contact message and application. */
    sales: 'sales@brightlane.example',
    /** The sender of every e-mail, and where visitors' replies to a confirmation go. */
    general: 'hello@brightlane.example',
  },
  address: 'Melbourne VIC',
  support: {
    hours: 'Monday to Friday 09:00-17:00',
    replyPromise: 'within 24 hours',
  },
  /** Brand colour of the e-mail header: the design system's `brand` (indigo 600, light theme). */
  colour: '#4b48e0',
} as const;

/** The From of every message: the brand's name and general address. */
export const mailFrom = { name: brand.name, address: brand.email.general } as const;
