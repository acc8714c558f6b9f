import { Link } from 'react-router-dom';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Container,
} from '@brightlane/ui';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { CallToAction, PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as page from '../../features/marketing/page.css.ts';
import { formatPrice, priceWidgetOptions } from '../../features/pricing/PriceWidget.tsx';
import { JsonLd } from '../../seo/JsonLd.tsx';
import type { StructuredData } from '../../seo/JsonLd.tsx';
import * as styles from './faq.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** A base price of the price widget, formatted as the widget shows it. */
function priceOf(value: (typeof priceWidgetOptions)[number]['value']): string {
  return formatPrice(priceWidgetOptions.find((option) => option.value === value)?.price ?? 0);
}

/**
 * The FAQ (docs/product/spec.md §2 "FAQ", §9 timelines): six questions with plain-text answers. The same
 * list renders the accordion and the FAQPage JSON-LD, so the two cannot disagree. Exact strings
 * are asserted by tests.
 */
export const faqCopy = {
  title: 'Frequently Asked Questions',
  lead: 'Answers to the questions we hear most. Cannot find yours? Get in touch and we will answer it personally.',
  questions: [
    {
      id: 'timeline',
      question: 'How long does it take to build a website?',
      answer:
        'A basic website takes 4-6 weeks from kickoff to launch. Complex applications take 3-6 months, depending on their features and integrations. We agree a timeline with you before any work starts.',
    },
    {
      id: 'cost',
      question: 'How much does a website cost?',
      answer: `Every project is quoted on its scope. As a guide, prices start at ${priceOf('website')} for a basic website package, ${priceOf('ecommerce')} for an e-commerce solution, ${priceOf('software')} for custom software development and ${priceOf('cloud')} for a cloud infrastructure setup. Request a free quote for an exact figure.`,
    },
    {
      id: 'support',
      question: 'Do you provide support and maintenance after launch?',
      answer: `Yes. Our support plans cover updates, security patches, backups and small changes. Support is available ${brand.support.hours} and we reply ${brand.support.replyPromise}.`,
    },
    {
      id: 'mobile',
      question: 'Will my website work on phones and tablets?',
      answer:
        'Yes. Every site we build is designed mobile-first and tested on phones, tablets and desktops, so it looks right and loads quickly on any screen.',
    },
    {
      id: 'seo',
      question: 'Do you help with SEO?',
      answer:
        'Yes. Every site is built with technical SEO in mind, and our SEO services add keyword research, content strategy, link building and local SEO to grow your organic traffic.',
    },
    {
      id: 'existing',
      question: 'Can you work with my existing website?',
      answer:
        'Yes. We can redesign, speed up or extend your current site, or move it to a new platform such as Shopify or WooCommerce without losing your content or search rankings.',
    },
  ],
  cta: {
    title: 'Still have questions?',
    text: `Our team is here to help — we reply ${brand.support.replyPromise}.`,
    action: 'Contact Us',
  },
} as const;

/** schema.org FAQPage from the page's own questions and answers. */
export function buildFaqJsonLd(
  questions: readonly { question: string; answer: string }[],
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** `/faq` */
export function Component() {
  return (
    <>
      <PageHeader title={faqCopy.title} lead={faqCopy.lead} />
      <div className={page.section}>
        <Container size="sm">
          <Accordion type="single" variant="card" headingLevel={2} className={styles.list}>
            {faqCopy.questions.map(({ id, question, answer }) => (
              <AccordionItem key={id} value={id}>
                <AccordionTrigger>{question}</AccordionTrigger>
                <AccordionContent forceMount className={styles.content}>
                  <p className={styles.answer}>{answer}</p>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Container>
      </div>
      <CallToAction
        title={faqCopy.cta.title}
        text={faqCopy.cta.text}
        action={
          <Button asChild size="lg">
            <Link to="/contact">{faqCopy.cta.action}</Link>
          </Button>
        }
      />
      <JsonLd data={buildFaqJsonLd(faqCopy.questions)} />
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('FAQ'),
  description:
    'Answers to common questions about working with Brightlane Digital: timelines, pricing, support and more.',
};
