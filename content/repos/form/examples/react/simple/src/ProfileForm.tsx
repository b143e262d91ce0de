import { useForm } from '@tanstack/react-form'
import { FieldMessage } from './FieldMessage'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function ProfileForm() {
  const form = useForm({
    defaultValues: { firstName: '', lastName: '' },
    onSubmit: async ({ value }) => {
      await wait(800)
      alert(`Saved ${value.firstName} ${value.lastName}`)
    },
  })

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        void form.handleSubmit()
      }}
    >
      <form.Field
        name="firstName"
        validators={{
          onChange: ({ value }) => (value.trim() === '' ? 'First name is required' : undefined),
          onChangeAsyncDebounceMs: 500,
          onChangeAsync: async ({ value }) => {
            await wait(300)
            return value.toLowerCase() === 'admin' ? 'That name is reserved' : undefined
          },
        }}
        children={(field) => (
          <label>
            First name
            <input
              name={field.name}
              value={field.state.value}
              onBlur={field.handleBlur}
              onChange={(e) => field.handleChange(e.target.value)}
            />
            <FieldMessage field={field} />
          </label>
        )}
      />
      <form.Field
        name="lastName"
        validators={{
          onBlur: ({ value }) => (value.length > 40 ? 'Keep it under 40 characters' : undefined),
        }}
        children={(field) => (
          <label>
            Last name
            <input
              name={field.name}
              value={field.state.value}
              onBlur={field.handleBlur}
              onChange={(e) => field.handleChange(e.target.value)}
            />
            <FieldMessage field={field} />
          </label>
        )}
      />
      <form.Subscribe
        selector={(state) => [state.canSubmit, state.isSubmitting] as const}
        children={([canSubmit, isSubmitting]) => (
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <button type="submit" disabled={!canSubmit}>
              {isSubmitting ? 'Saving…' : 'Save'}
            </button>
            <button type="button" onClick={() => form.reset()}>
              Reset
            </button>
          </div>
        )}
      />
    </form>
  )
}
