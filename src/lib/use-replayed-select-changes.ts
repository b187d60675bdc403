import { useEffect, useRef } from 'react'

/**
 * Whether a select the server rendered shows another choice than the one it was rendered with: the
 * server marks that option `selected` in the HTML (its defaultSelected). A select React created in
 * the browser marks none, and is never "changed".
 */
function changedByHand(select: HTMLSelectElement): boolean {
  const rendered = [...select.options].find((option) => option.defaultSelected)
  return rendered !== undefined && !rendered.selected
}

/**
 * A form of native selects that apply themselves on change: a choice made in the second or so
 * between the first paint and the code's start (no change handler yet) is applied once the form has
 * hydrated. React keeps a select's choice as it finds it, and the select's own change event is sent
 * again, as the visitor's choice would have sent it. Returns the ref for the form.
 */
export function useReplayedSelectChanges() {
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // Once, after hydration: later choices send their own change events.
    for (const select of formRef.current?.querySelectorAll('select') ?? []) {
      if (!select.disabled && changedByHand(select)) select.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }, [])
  return formRef
}
