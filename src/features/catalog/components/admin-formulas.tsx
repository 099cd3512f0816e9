import { useState } from 'react'
import { formatBillingCycle, formatPrice } from '#core/format/format.ts'
import {
  DeleteButton,
  ItemButtons,
  LineListEditor,
  LoadState,
  moveItem,
  parseNumber,
  SaveButton,
  SaveOutcome,
  SelectInput,
  TextArea,
  TextInput,
  useAdminData,
  useSave,
} from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import {
  createFormula,
  deleteFormula,
  fetchAdminFormulas,
  reorderFormulas,
  saveFormula,
  type AdminFormula,
} from '../academy-admin.api.ts'
import { formulaInputSchema, PRICE_LIMITS, type FormulaInput } from '../academy-admin.schemas.ts'

/**
 * Formulas and prices of the academy: create, edit (price in euros and FCFA, monthly or one-off, or a
 * price text for formulas on quote), reorder, delete. Orders already placed keep their own amount.
 */
export function AdminFormulas() {
  const loaded = useAdminData(fetchAdminFormulas, 'formulas')
  return (
    <LoadState loaded={loaded}>
      {formulas => <FormulaList formulas={formulas} setFormulas={next => loaded.setData(() => next)} />}
    </LoadState>
  )
}

function priceSummary(formula: AdminFormula): string {
  if (formula.priceEur === null || formula.priceXaf === null) return formula.customPriceText ?? 'Sur devis'
  return `${formatPrice(formula.priceEur, 'EUR')} · ${formatPrice(formula.priceXaf, 'XAF')} ${formatBillingCycle(formula.billingCycle)}`
}

function FormulaList({
  formulas,
  setFormulas,
}: {
  formulas: AdminFormula[]
  setFormulas: (formulas: AdminFormula[]) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  const notice = useActionNotice()

  const move = (index: number, to: number) =>
    notice.run(async () => {
      const next = moveItem(formulas, index, to)
      setFormulas(await reorderFormulas(next.map(formula => formula.id)))
      notice.announce(true, `Ordre enregistré : « ${formulas[index]?.name} » est maintenant en position ${to + 1}.`)
    })

  const remove = (formula: AdminFormula) =>
    notice.run(async () => {
      await deleteFormula(formula.id)
      setFormulas(formulas.filter(item => item.id !== formula.id))
      setEditing(null)
      notice.announce(true, `Formule « ${formula.name} » supprimée.`)
    })

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="button-primary"
          aria-expanded={editing === 'new'}
          onClick={() => setEditing(editing === 'new' ? null : 'new')}
        >
          Nouvelle formule
        </button>
      </div>
      {editing === 'new' ? (
        <div className="card mt-4 p-5">
          <h2 className="heading-2">Nouvelle formule</h2>
          <FormulaForm
            formula={null}
            onCancel={() => setEditing(null)}
            onSaved={created => {
              setFormulas([...formulas, created])
              setEditing(null)
              notice.announce(true, `Formule « ${created.name} » créée : elle est en ligne sur la page Académie.`)
            }}
          />
        </div>
      ) : null}
      {notice.view}
      <ul className="mt-4 space-y-4">
        {formulas.map((formula, index) => (
          <li key={formula.id} className="card p-5" data-testid="admin-formula">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="font-display text-xl font-bold">{formula.name}</h2>
                <p className="text-sm text-ink/80">{priceSummary(formula)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="button-secondary text-sm"
                  aria-expanded={editing === formula.id}
                  aria-controls={`formula-editor-${formula.id}`}
                  onClick={() => setEditing(editing === formula.id ? null : formula.id)}
                >
                  {editing === formula.id ? 'Fermer' : 'Modifier'}
                  <span className="sr-only"> la formule {formula.name}</span>
                </button>
                <ItemButtons
                  index={index}
                  count={formulas.length}
                  itemLabel={`la formule ${formula.name}`}
                  onMove={to => void move(index, to)}
                />
                <DeleteButton label={`la formule ${formula.name}`} onConfirm={() => void remove(formula)} />
              </div>
            </div>
            {editing === formula.id ? (
              <div id={`formula-editor-${formula.id}`} className="mt-4 border-t border-ink/10 pt-4">
                <FormulaForm
                  formula={formula}
                  onCancel={() => setEditing(null)}
                  onSaved={saved => setFormulas(formulas.map(item => (item.id === saved.id ? saved : item)))}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

type Draft = {
  name: string
  description: string
  onQuote: boolean
  priceEur: string
  priceXaf: string
  billingCycle: 'mois' | 'unique' | ''
  customPriceText: string
  features: string[]
}

function toDraft(formula: AdminFormula | null): Draft {
  return {
    name: formula?.name ?? '',
    description: formula?.description ?? '',
    onQuote: formula ? formula.priceEur === null : false,
    priceEur: formula?.priceEur?.toString() ?? '',
    priceXaf: formula?.priceXaf?.toString() ?? '',
    billingCycle: formula?.billingCycle ?? '',
    customPriceText: formula?.customPriceText ?? '',
    features: formula?.features ?? [''],
  }
}

const number = new Intl.NumberFormat('fr-FR')

/** The FCFA price matching a euro price at the fixed parity, rounded to 5 francs. */
function parityHint(eurText: string): string {
  const eur = parseNumber(eurText)
  const base = `Nombre entier, multiple de 5 (paiement mobile). 1 € = 655,957 FCFA`
  if (typeof eur !== 'number' || eur <= 0) return `${base}.`
  return `${base} : ${number.format(eur)} € ≈ ${number.format(Math.round((eur * PRICE_LIMITS.parity) / 5) * 5)} FCFA.`
}

function FormulaForm({
  formula,
  onSaved,
  onCancel,
}: {
  formula: AdminFormula | null
  onSaved: (formula: AdminFormula) => void
  onCancel: () => void
}) {
  const form = `formule-${formula?.id ?? 'nouvelle'}`
  const [draft, setDraft] = useState<Draft>(() => toDraft(formula))
  const save = useSave({
    schema: formulaInputSchema,
    send: (_values, given) =>
      formula ? saveFormula(formula.id, given as FormulaInput) : createFormula(given as FormulaInput),
    onSaved,
  })
  const set =
    <Key extends keyof Draft>(key: Key) =>
    (value: Draft[Key]) =>
      setDraft(current => ({ ...current, [key]: value }))
  const { errors } = save

  const values = (): FormulaInput => ({
    name: draft.name,
    description: draft.description,
    features: draft.features,
    onQuote: draft.onQuote,
    priceEur: parseNumber(draft.priceEur) as number | null,
    priceXaf: parseNumber(draft.priceXaf) as number | null,
    billingCycle: draft.billingCycle || null,
    customPriceText: draft.customPriceText,
  })

  return (
    <div ref={save.rootRef}>
      <form
        noValidate
        aria-label={formula ? `Modifier la formule ${formula.name}` : 'Nouvelle formule'}
        className="space-y-5"
        onSubmit={event => {
          event.preventDefault()
          void save.submit(
            values(),
            formula
              ? `Formule « ${draft.name.trim()} » enregistrée. La page Académie affiche déjà ces changements.`
              : 'Formule créée.',
          )
        }}
      >
        <TextInput form={form} name="name" label="Nom" errors={errors} value={draft.name} onChange={set('name')} />
        <TextArea
          form={form}
          name="description"
          label="Description"
          errors={errors}
          value={draft.description}
          onChange={set('description')}
          rows={3}
        />
        <fieldset className="rounded-xl border border-ink/15 p-4">
          <legend className="px-1 font-semibold">Tarif</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {[
              { quote: false, label: 'Prix fixe, payé en ligne' },
              { quote: true, label: 'Sur devis (formulaire de demande)' },
            ].map(option => (
              <label key={String(option.quote)} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${form}-onQuote`}
                  checked={draft.onQuote === option.quote}
                  onChange={() => set('onQuote')(option.quote)}
                  className="size-5 accent-indigo"
                />
                {option.label}
              </label>
            ))}
          </div>
          {draft.onQuote ? (
            <div className="mt-4">
              <TextInput
                form={form}
                name="customPriceText"
                label="Texte affiché à la place du prix"
                hint="Par exemple « Sur devis » ou « Tarif variable »."
                errors={errors}
                value={draft.customPriceText}
                onChange={set('customPriceText')}
              />
            </div>
          ) : (
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <TextInput
                form={form}
                name="priceEur"
                label="Prix en euros (€)"
                hint="Nombre entier, par exemple 120."
                inputMode="numeric"
                errors={errors}
                value={draft.priceEur}
                onChange={set('priceEur')}
              />
              <TextInput
                form={form}
                name="priceXaf"
                label="Prix en FCFA"
                hint={parityHint(draft.priceEur)}
                inputMode="numeric"
                errors={errors}
                value={draft.priceXaf}
                onChange={set('priceXaf')}
              />
              <SelectInput
                form={form}
                name="billingCycle"
                label="Facturation"
                errors={errors}
                value={draft.billingCycle}
                onChange={set('billingCycle')}
                options={[
                  { value: 'mois', label: 'Par mois' },
                  { value: 'unique', label: 'Paiement unique' },
                ]}
              />
            </div>
          )}
          <p className="mt-3 text-sm text-ink/80">
            Les commandes déjà passées gardent le montant payé : un nouveau prix ne vaut que pour les prochaines
            commandes.
          </p>
        </fieldset>
        <LineListEditor
          form={form}
          name="features"
          label="Ce que comprend la formule"
          itemLabel="Avantage"
          addLabel="Ajouter un avantage"
          errors={errors}
          items={draft.features}
          onChange={set('features')}
        />
        <SaveOutcome outcome={save.outcome} />
        <div className="flex flex-wrap gap-3">
          <SaveButton pending={save.pending}>{formula ? 'Enregistrer la formule' : 'Créer la formule'}</SaveButton>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {formula ? 'Fermer' : 'Annuler'}
          </button>
        </div>
      </form>
    </div>
  )
}
