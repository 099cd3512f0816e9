import { lazy, Suspense } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { useAuth } from '#core/auth/auth-context.tsx'
import { Spinner } from '#core/ui/spinner.tsx'
import { BackToTop } from './back-to-top.tsx'
import { ChatLauncher } from './chat-launcher.tsx'
import { DemoBanner } from './demo-notices.tsx'
import { DocumentMeta } from './document-meta.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

/** Loaded only for a signed-in person whose address is not confirmed yet: nobody else pays for it. */
const EmailConfirmationBanner = lazy(() =>
  import('./email-confirmation-banner.tsx').then(module => ({ default: module.EmailConfirmationBanner })),
)

function EmailConfirmationSlot() {
  const { user } = useAuth()
  return user && !user.emailVerified ? (
    <Suspense fallback={null}>
      <EmailConfirmationBanner />
    </Suspense>
  ) : null
}

/**
 * The frame of every page. The main area keeps a minimum height while a lazy page loads, so the
 * footer never jumps up and back down (the original site's layout shift came from exactly that).
 */
export function RootLayout() {
  const navigation = useNavigation()
  const isLoading = navigation.state === 'loading'
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-[60] rounded bg-gold px-4 py-2 text-night focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <DocumentMeta />
      <ScrollToTop />
      <Header />
      <main id="contenu" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        {__DEMO__ ? <DemoBanner /> : null}
        <EmailConfirmationSlot />
        {isLoading ? (
          <div className="fixed inset-x-0 top-16 z-30 bg-sand/90 shadow-sm">
            <Spinner />
          </div>
        ) : null}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BackToTop />
      <ChatLauncher />
    </>
  )
}
