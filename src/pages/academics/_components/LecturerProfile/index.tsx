/**
 * The body of a lecturer profile: photo, academic title, e-mail
 * and mobile as links, the About text, and the four tabs Education,
 * Experience (service at the university first), Courses Taught and
 * Publications. The tabs' HTML goes through the site's sanitiser (lists,
 * paragraphs and breaks only).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {LecturerProfile as Profile} from '@site/src/lib/api';
import Tabs, {Tab} from '@site/src/components/Tabs';
import {hasContent, Paragraphs, SafeHtml} from '@site/src/components/RichText';
import Picture from '@site/src/components/Picture';
import {SLOT_SIZES} from '@site/content/image-variants';
import styles from './styles.module.css';

/** `tel:` target of a phone number as written (`+93 700 000 201` → `tel:+93700000201`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

function Empty(): ReactNode {
  return (
    <p className={styles.empty}>
      {translate({
        id: 'academics.lecturer.tab.empty',
        message: 'Nothing is listed here yet.',
        description: 'Shown in a lecturer profile tab that has no content',
      })}
    </p>
  );
}

function HtmlPanel({html}: {html: string}): ReactNode {
  return hasContent(html) ? <SafeHtml html={html} className={styles.html} /> : <Empty />;
}

function ExperiencePanel({serviceAt, experience}: {serviceAt: string; experience: string}): ReactNode {
  const hasService = hasContent(serviceAt);
  const hasExperience = hasContent(experience);
  if (!hasService && !hasExperience) {
    return <Empty />;
  }
  return (
    <>
      {hasService ? (
        <section>
          <h3 className={styles.panelHeading}>
            {translate({
              id: 'academics.lecturer.serviceAt',
              message: 'At the university',
              description: "Heading in the lecturer's Experience tab: their service at this university",
            })}
          </h3>
          <SafeHtml html={serviceAt} className={styles.html} />
        </section>
      ) : null}
      {hasExperience ? (
        <section>
          <h3 className={styles.panelHeading}>
            {translate({
              id: 'academics.lecturer.otherExperience',
              message: 'Other experience',
              description: "Heading in the lecturer's Experience tab: work before or outside this university",
            })}
          </h3>
          <SafeHtml html={experience} className={styles.html} />
        </section>
      ) : null}
    </>
  );
}

export interface LecturerProfileProps {
  readonly profile: Profile;
}

/** A lecturer's details and tabs (the name is the page's h1). */
export default function LecturerProfile({profile}: LecturerProfileProps): ReactNode {
  return (
    <article className={styles.profile}>
      <div className={styles.card}>
        {profile.image ? (
          <Picture className={styles.photo} src={profile.image} sizes={SLOT_SIZES.portrait} alt="" width={240} height={240} decoding="async" />
        ) : null}
        <div className={styles.details}>
          {profile.title ? <p className={styles.title}>{profile.title}</p> : null}
          <dl className={styles.contacts}>
            {profile.email ? (
              <div>
                <dt>{translate({id: 'academics.lecturer.email', message: 'E-mail', description: 'Label of a lecturer e-mail address'})}</dt>
                <dd>
                  <a href={`mailto:${profile.email}`}>
                    <bdi>{profile.email}</bdi>
                  </a>
                </dd>
              </div>
            ) : null}
            {profile.phone ? (
              <div>
                <dt>{translate({id: 'academics.lecturer.mobile', message: 'Mobile', description: 'Label of a lecturer mobile number'})}</dt>
                <dd>
                  {/* Phone numbers read left to right in every language. */}
                  <a href={telHref(profile.phone)} dir="ltr">
                    {profile.phone}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {profile.bio ? (
        <section className={styles.about}>
          <h2>{translate({id: 'academics.lecturer.about', message: 'About', description: 'Heading of the About text of a lecturer'})}</h2>
          <Paragraphs text={profile.bio} />
        </section>
      ) : null}
      <Tabs
        look="underline"
        urlParam={false}
        label={translate({
          id: 'academics.lecturer.tabs.ariaLabel',
          message: 'Lecturer details',
          description: 'Accessible name of the tab list of a lecturer profile',
        })}
      >
        <Tab id="education" label={translate({id: 'academics.lecturer.tab.education', message: 'Education', description: 'Lecturer profile tab'})}>
          <HtmlPanel html={profile.education} />
        </Tab>
        <Tab id="experience" label={translate({id: 'academics.lecturer.tab.experience', message: 'Experience', description: 'Lecturer profile tab'})}>
          <ExperiencePanel serviceAt={profile.serviceAt} experience={profile.experience} />
        </Tab>
        <Tab id="courses" label={translate({id: 'academics.lecturer.tab.courses', message: 'Courses Taught', description: 'Lecturer profile tab'})}>
          <HtmlPanel html={profile.coursesTaught} />
        </Tab>
        <Tab
          id="publications"
          label={translate({id: 'academics.lecturer.tab.publications', message: 'Publications', description: 'Lecturer profile tab'})}
        >
          <HtmlPanel html={profile.publications} />
        </Tab>
      </Tabs>
    </article>
  );
}
