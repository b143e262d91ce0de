import type { AnyFieldApi } from '@tanstack/react-form'

// Shows errors once the user has interacted with the field, and a hint while validating.
export function FieldMessage({ field }: { field: AnyFieldApi }) {
  const { meta } = field.state
  return (
    <small style={{ display: 'block', minHeight: '1.2em', color: '#b91c1c' }}>
      {meta.isTouched && meta.errors.length > 0 ? meta.errors.join(', ') : null}
      {meta.isValidating ? <span style={{ color: '#555' }}>Checking…</span> : null}
    </small>
  )
}
