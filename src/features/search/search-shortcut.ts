/**
 * The keys that put the cursor in the header search: "/" (as on GitHub and MDN) and Ctrl+K or
 * Cmd+K. Neither fires while the visitor is typing somewhere else, where "/" is a character.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false
  if (isEditable(event.target)) return false
  // "/" needs Shift on some layouts (German: Shift+7), so Shift is allowed; Ctrl or Cmd are not.
  if (event.key === '/') return !event.ctrlKey && !event.metaKey
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  // Buttons, checkboxes and radios take no text: "/" there is still the shortcut.
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file'].includes(target.type)
}

/** An open modal (the enquiry popup) owns the keyboard: the shortcut must not reach behind it. */
export const isModalOpen = () => document.querySelector('[aria-modal="true"]') !== null
