import { ACCOUNT_EXPORT_PATH } from '../account.api.ts'
import { ProfileSection } from './profile-section.tsx'

async function downloadDemoExport() {
  const response = await fetch(ACCOUNT_EXPORT_PATH)
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = 'mes-donnees-gombiste.json'
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

export function DataSection() {
  return (
    <ProfileSection title="Mes données">
      <p>
        Téléchargez tout ce que nous conservons à votre sujet (profil, préférences, connexions) dans un fichier JSON.
      </p>
      {__DEMO__ ? (
        // The static demo has no server to download from: the file is made in the browser.
        <button type="button" onClick={() => void downloadDemoExport()} className="button-secondary mt-4">
          Télécharger mes données
        </button>
      ) : (
        <a href={ACCOUNT_EXPORT_PATH} download className="button-secondary mt-4">
          Télécharger mes données
        </a>
      )}
    </ProfileSection>
  )
}
