import { serializeJsonLd } from './JsonLd.tsx';
import { localBusiness } from './structuredData.ts';

describe('localBusiness', () => {
  it('should describe the agency with its phone, e-mail, locality and support hours', () => {
    const data = localBusiness('https://brightlane.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Brightlane Digital',
      telephone: '+61355501234',
      url: 'https://brightlane.example/',
      address: { addressLocality: 'Melbourne', addressRegion: 'VIC', addressCountry: 'AU' },
      openingHoursSpecification: { opens: '09:00', closes: '17:00' },
    });
    expect(data.sameAs).toHaveLength(4);
  });
});

describe('serializeJsonLd', () => {
  it('should escape "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
