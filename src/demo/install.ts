import { DEMO_ACCOUNT } from '#core/demo/demo.ts'
import { siteContent } from './site-content.ts'
import { accountRoutes } from './account-routes.ts'
import { assistantRoutes } from './assistant-routes.ts'
import { contentRoutes } from './content-routes.ts'
import { createDemoBackend, DemoError, installDemoFetch, post, type DemoRoute } from './demo-backend.ts'
import { createDemoStore, initialState, type DemoStore } from './demo-store.ts'
import { paymentRoutes } from './payment-routes.ts'

/**
 * Entry of the static demo's backend, loaded by main.tsx before the app starts (demo build only).
 * To give a new feature a demo, add its rows to `demoRoutes`; until then its calls answer that the
 * function is unavailable in demo mode.
 */
export function demoRoutes(store: DemoStore): DemoRoute[] {
  const formsUnavailable = () => {
    throw new DemoError(
      'UNAVAILABLE',
      `Ce formulaire n’envoie rien en mode démo : écrivez-nous directement à ${siteContent.label.emails.contact}.`,
    )
  }
  return [
    ...contentRoutes(store),
    ...accountRoutes(store),
    ...paymentRoutes(store),
    ...assistantRoutes(store),
    post('/api/contact/messages', formsUnavailable),
    post('/api/contact/bookings', formsUnavailable),
  ]
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function installDemoBackend() {
  const store = createDemoStore(browserStorage(), () => initialState(DEMO_ACCOUNT.name))
  installDemoFetch(createDemoBackend(demoRoutes(store)))
}
