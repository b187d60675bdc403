import { Container, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { AppPhoneIllustration, AppStoreBadge, GooglePlayBadge } from './illustrations/Illustrations'
import classes from './home.module.css'

/** Invest On the Go: the app is not out yet, so the store badges lead to the coming-soon page. */
export function AppDownload() {
  return (
    <section aria-labelledby="app-heading">
      <Container size="lg">
        <div className={classes.appPanel}>
          <div className={classes.appText}>
            <Title order={2} id="app-heading" className={classes.appTitle}>
              Invest On the Go
            </Title>
            <Text className={classes.appLead}>
              Follow your funds, daily NAVs and SIP dates from your phone. Our app for Android and iPhone is on its
              way.
            </Text>
            <ul className={classes.badges} aria-label="Get the app">
              <li>
                <Link to="/coming-soon" className={classes.badge}>
                  <GooglePlayBadge label="Get it on Google Play (coming soon)" />
                </Link>
              </li>
              <li>
                <Link to="/coming-soon" className={classes.badge}>
                  <AppStoreBadge label="Download on the App Store (coming soon)" />
                </Link>
              </li>
            </ul>
          </div>
          <AppPhoneIllustration className={classes.appImage} />
        </div>
      </Container>
    </section>
  )
}
