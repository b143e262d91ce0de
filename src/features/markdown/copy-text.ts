/** Copies text to the clipboard, also on pages served over plain http (other than localhost), which have no async clipboard. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('Copy failed')
}

/**
 * The text a code block's Copy button copies: the code as shown (annotation comments are already
 * gone from it), less the lines a `[!code --]` diff marks as removed - a reader copies the result.
 * A ```diff block is copied whole.
 */
export function codeTextForCopy(pre: Element): string {
  const lines = pre.querySelectorAll('code > .line')
  if (lines.length === 0 || pre.closest('[data-language="diff"]')) return pre.textContent ?? ''
  return Array.from(lines)
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => line.textContent ?? '')
    .join('\n')
}
