export function Counter({ label, value }: { label: string; value: number | string }) {
  return (
    <div style={{ padding: '0.5rem 1rem', border: '1px solid #cbd5e1', borderRadius: 8 }}>
      <div style={{ fontSize: '0.8rem', color: '#475569' }}>{label}</div>
      <div style={{ fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}>{value}</div>
    </div>
  )
}
