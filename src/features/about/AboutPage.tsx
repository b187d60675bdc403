import { Eyebrow } from '@/components/Eyebrow'
import type { ReactNode } from 'react'
import { Container, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { TeamMember } from '@common/contract/schemas'
import { QueryState } from '@/components/QueryState'
import classes from './about.module.css'
import cardGrid from '@/styles/card-grid.module.css'

/** Spec section 9: the about page's two facts. */
export const FOUNDED_YEAR = 2024
export const SPECIALISTS = 50

const values: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Innovation',
    text: 'We build tools that turn dense fund data into something you can read at a glance, and keep improving them.',
    icon: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
  },
  {
    title: 'Integrity',
    text: 'We show figures as they are published, explain what they can and cannot tell you, and never present past returns as promises.',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  },
  {
    title: 'Collaboration',
    text: 'Research, engineering and investor support work as one team, and the questions investors ask us shape what we build next.',
    icon: <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 2.2-5 5-5s5 2 5 5M11 20c0-3 2.2-5 5-5s5 2 5 5" />,
  },
  {
    title: 'Excellence',
    text: 'We check our data against official publications, write in plain language and correct our mistakes openly.',
    icon: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  },
]

function ValueIcon({ children }: { children: ReactNode }) {
  return (
    <span className={classes.valueIcon} aria-hidden>
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </span>
  )
}

/** About: who we are, why we exist, what we value, and who leads the team. */
export function AboutPage({ team }: { team: UseQueryResult<TeamMember[]> }) {
  return (
    <>
      <section className={classes.hero} aria-labelledby="about-heading">
        <Container size="lg">
          <Eyebrow>Since {FOUNDED_YEAR}</Eyebrow>
          <Title order={1} id="about-heading" className={classes.heroTitle}>
            About us
          </Title>
          <Text size="lg" className={classes.heroLead}>
            We help Indian investors understand mutual funds before they invest: which fund houses run them, what
            they hold, and how their NAVs have moved.
          </Text>
          <dl className={classes.facts}>
            <div className={classes.fact}>
              <dt>Founded</dt>
              <dd>{FOUNDED_YEAR}</dd>
            </div>
            <div className={classes.fact}>
              <dt>Specialists</dt>
              <dd>{SPECIALISTS}+</dd>
            </div>
            <div className={classes.fact}>
              <dt>NAV updates</dt>
              <dd>Daily</dd>
            </div>
          </dl>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="story-heading">
        <Container size="lg" className={classes.story}>
          <div>
            <Title order={2} id="story-heading" className={classes.sectionTitle}>
              Our story
            </Title>
          </div>
          <div className={classes.storyText}>
            <Text>
              We founded the company in {FOUNDED_YEAR} after years of answering the same questions from friends and
              family: which fund should I pick, what is a NAV, is a direct plan really cheaper? The answers existed,
              but they were scattered across fact sheets, scheme documents and sales pitches.
            </Text>
            <Text>
              So we set out to put them in one place, in plain language. Today we are a team of over {SPECIALISTS}{' '}
              specialists in fund research, data engineering, design and investor support, working from the same
              figures that fund houses publish every business day.
            </Text>
          </div>
        </Container>
      </section>

      <section className={classes.sectionTinted} aria-label="Mission and vision">
        <Container size="lg" className={classes.missionGrid}>
          <article className={classes.card}>
            <Title order={2} className={classes.cardTitle}>
              Our mission
            </Title>
            <Text>
              To help every investor understand a mutual fund before putting money into it, with clear figures and
              explanations free of jargon.
            </Text>
          </article>
          <article className={classes.card}>
            <Title order={2} className={classes.cardTitle}>
              Our vision
            </Title>
            <Text>
              A country where choosing a mutual fund is an informed decision, made with confidence rather than on a
              tip or a guess.
            </Text>
          </article>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="values-heading">
        <Container size="lg">
          <Title order={2} id="values-heading" className={classes.sectionTitle}>
            Our values
          </Title>
          <ul className={`${cardGrid.grid} ${classes.values}`}>
            {values.map((value) => (
              <li key={value.title} className={classes.card}>
                <ValueIcon>{value.icon}</ValueIcon>
                <Title order={3} className={classes.valueTitle}>
                  {value.title}
                </Title>
                <Text size="sm" c="gray.7">
                  {value.text}
                </Text>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="team" className={classes.sectionTinted} aria-labelledby="team-heading">
        <Container size="lg">
          <Title order={2} id="team-heading" className={classes.sectionTitle}>
            Leadership team
          </Title>
          <QueryState query={team} what="the leadership team">
            {(members) => (
              <ul className={`${cardGrid.grid} ${classes.team}`}>
                {members.map((member) => (
                  <li key={member.name} className={classes.member}>
                    <img src={member.image} width={120} height={120} alt="" className={classes.memberImage} loading="lazy" />
                    <Title order={3} className={classes.memberName}>
                      {member.name}
                    </Title>
                    <Text size="sm" c="gray.7">
                      {member.designation}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </Container>
      </section>
    </>
  )
}
