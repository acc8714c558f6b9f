import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Avatar,
  Button,
  Card,
  CardDescription,
  CardTitle,
  Container,
  Heading,
  Text,
} from '@brightlane/ui';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { CallToAction, PageHeader } from '../../features/marketing/PageHeader.tsx';
import { AwardIcon, EyeIcon, LightbulbIcon, UsersIcon } from '../../features/marketing/icons.tsx';
import * as page from '../../features/marketing/page.css.ts';
import * as styles from './about.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/**
 * The about page's copy (docs/product/spec.md §2 "About"): story, team and the four values. The team is
 * fictional, like the agency, and shown with initials rather than photos. Exact strings are
 * asserted by tests.
 */
export const aboutCopy = {
  title: `About ${brand.name}`,
  lead: 'We are a Melbourne web design and development studio that builds websites, online stores and web applications for businesses that want more from the web.',
  story: {
    title: 'Our Story',
    paragraphs: [
      `${brand.name} started with a simple idea: small and growing businesses deserve the same quality of website as the big brands, without the big-agency overheads or the one-size-fits-all templates.`,
      'What began as two developers working from a shared office in Melbourne has grown into a team of designers, engineers and marketers. We have kept the things that got us here: senior people on every project, honest advice and code we are proud to hand over.',
      'Today we design and build custom websites, e-commerce stores, cloud platforms and search strategies for clients across Australia — and we still answer the phone ourselves.',
    ],
  },
  team: {
    title: 'Our Team',
    intro:
      'A small, senior team: the people you meet at the start are the people who build your project.',
    members: [
      {
        name: 'Olivia Bennett',
        role: 'Founder & Creative Director',
        bio: 'Leads design and strategy, and makes sure every project starts from what your customers need.',
      },
      {
        name: 'Daniel Tran',
        role: 'Lead Developer',
        bio: 'Turns designs into fast, accessible websites and keeps our engineering standards high.',
      },
      {
        name: 'Priya Sharma',
        role: 'Head of SEO & Marketing',
        bio: 'Plans the search and content strategies that bring the right visitors to our clients’ sites.',
      },
      {
        name: 'Liam O’Connor',
        role: 'Cloud Architect',
        bio: 'Designs secure, scalable infrastructure and moves businesses to the cloud without the drama.',
      },
    ],
  },
  values: {
    title: 'Our Values',
    intro: 'Four principles guide how we work with every client.',
    items: [
      {
        title: 'Innovation',
        icon: <LightbulbIcon />,
        description:
          'We keep up with the web so you do not have to, and bring proven new ideas to every project.',
      },
      {
        title: 'Transparency',
        icon: <EyeIcon />,
        description:
          'Clear quotes, honest timelines and regular updates: you always know where your project stands.',
      },
      {
        title: 'Quality',
        icon: <AwardIcon />,
        description:
          'Careful design, tested code and attention to detail, because your website represents your business.',
      },
      {
        title: 'Client Focus',
        icon: <UsersIcon />,
        description:
          'Your goals shape every decision; we measure our success by the results you see.',
      },
    ],
  },
  cta: {
    title: 'Let’s build something great together',
    text: `Tell us about your project — we reply ${brand.support.replyPromise}.`,
    action: 'Contact Us',
  },
} as const;

/** `/about` */
export function Component() {
  const storyId = useId();
  const teamId = useId();
  const valuesId = useId();
  const { story, team, values, cta } = aboutCopy;
  return (
    <>
      <PageHeader title={aboutCopy.title} lead={aboutCopy.lead} />

      <section className={page.section} aria-labelledby={storyId}>
        <Container>
          <div className={styles.story}>
            <Heading level={2} id={storyId}>
              {story.title}
            </Heading>
            <div className={styles.storyText}>
              {story.paragraphs.map((paragraph) => (
                <Text key={paragraph} variant="muted" className={styles.paragraph}>
                  {paragraph}
                </Text>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <section className={page.sectionSunken} aria-labelledby={teamId}>
        <Container>
          <Heading level={2} id={teamId}>
            {team.title}
          </Heading>
          <p className={page.sectionIntro}>{team.intro}</p>
          <ul className={page.grid[4]}>
            {team.members.map((member) => (
              <li key={member.name} className={page.gridItem}>
                <Card className={`${page.fill} ${styles.member}`}>
                  {/* Named by the heading beside it, so the avatar itself is hidden. */}
                  <Avatar name={member.name} size="lg" alt="" />
                  <div>
                    <CardTitle>{member.name}</CardTitle>
                    <Text size="sm" tone="brand" weight="semibold">
                      {member.role}
                    </Text>
                  </div>
                  <CardDescription>{member.bio}</CardDescription>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={page.section} aria-labelledby={valuesId}>
        <Container>
          <Heading level={2} id={valuesId}>
            {values.title}
          </Heading>
          <p className={page.sectionIntro}>{values.intro}</p>
          <ul className={page.grid[4]}>
            {values.items.map((value) => (
              <li key={value.title} className={page.gridItem}>
                <Card className={page.fill}>
                  <span className={page.iconTile}>{value.icon}</span>
                  <CardTitle>{value.title}</CardTitle>
                  <CardDescription>{value.description}</CardDescription>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CallToAction
        title={cta.title}
        text={cta.text}
        action={
          <Button asChild size="lg">
            <Link to="/contact">{cta.action}</Link>
          </Button>
        }
      />
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('About Us'),
  description:
    'The story, team and values of Brightlane Digital: innovation, transparency, quality and client focus.',
};
