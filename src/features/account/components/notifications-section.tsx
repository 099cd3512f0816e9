import { useRef, useState } from 'react'
import { errorMessage } from '#core/http/error-message.ts'
import { updatePreferences, type Preferences } from '../account.api.ts'
import { ProfileSection } from './profile-section.tsx'

const PREFERENCES: { key: keyof Preferences; label: string }[] = [
  { key: 'newBlog', label: 'Nouveaux articles du blog' },
  { key: 'newEvents', label: 'Nouveaux événements' },
  { key: 'recommendations', label: 'Recommandations' },
  { key: 'lessonReminders', label: 'Rappels de cours (24 h et 2 h avant)' },
]

/**
 * Each box is saved as soon as it changes. The box flips at once; a failure puts it back and says why.
 * The status region stays in the page so screen readers announce each new message.
 */
export function NotificationsSection({ initial }: { initial: Preferences }) {
  const [preferences, setPreferences] = useState(initial)
  const saved = useRef(initial)
  const latest = useRef(0)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  async function toggle(key: keyof Preferences, value: boolean) {
    const next = { ...preferences, [key]: value }
    const request = ++latest.current
    setPreferences(next)
    setMessage(null)
    try {
      const answer = await updatePreferences(next)
      saved.current = answer
      if (request === latest.current) {
        setPreferences(answer)
        setMessage({ ok: true, text: 'Préférences enregistrées.' })
      }
    } catch (error) {
      if (request === latest.current) {
        setPreferences(saved.current)
        setMessage({ ok: false, text: errorMessage(error) })
      }
    }
  }

  return (
    <ProfileSection title="Notifications">
      <fieldset>
        <legend className="text-ink/80">Recevoir une notification pour :</legend>
        <div className="mt-3 space-y-3">
          {PREFERENCES.map(({ key, label }) => (
            <div key={key} className="flex items-center gap-3">
              <input
                id={`preference-${key}`}
                type="checkbox"
                checked={preferences[key]}
                onChange={event => void toggle(key, event.currentTarget.checked)}
                className="size-5 accent-indigo"
              />
              <label htmlFor={`preference-${key}`}>{label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div role="status" className="mt-4 min-h-6 text-sm">
        {message?.ok ? <p className="font-semibold text-forest">{message.text}</p> : null}
      </div>
      <div role="alert" className="text-sm">
        {message && !message.ok ? <p className="font-semibold text-terracotta">{message.text}</p> : null}
      </div>
    </ProfileSection>
  )
}
