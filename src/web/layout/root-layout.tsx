import { Suspense } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { Spinner } from '#core/ui/spinner.tsx'
import { BackToTop } from './back-to-top.tsx'
import { ChatLauncher } from './chat-launcher.tsx'
import { DemoBanner } from './demo-notices.tsx'
import { DocumentMeta } from './document-meta.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

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
