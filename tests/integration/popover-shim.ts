/**
 * jsdom has no Popover API (only the UA rule that hides every [popover]: it never matches
 * :popover-open). The header's panels are popovers the browser opens and closes; this gives jsdom
 * the few observable parts of the HTML spec the site's code meets, so a test can drive the React
 * side (aria-expanded from `toggle`, closing on navigation, focusing the field) as a visitor would:
 *
 * - showPopover/hidePopover/togglePopover, firing `toggle` (synchronously here; a task in a
 *   browser, which the site does not rely on) and matching :popover-open;
 * - showing an auto popover hides the other open ones (none of the site's are nested);
 * - a click on a <button popovertarget> toggles its popover, unless the click was cancelled;
 * - hiding with the focus inside gives it back to what had it when the popover was shown;
 * - light dismiss: Escape (when the keydown was not cancelled) and a click outside the open popover
 *   and its button hide it;
 * - checkVisibility(), which jsdom lacks: false inside a display: none ancestor (a closed popover).
 *
 * Shown, a popover is display: block (the UA rule hides it otherwise). The real behaviour is
 * Chromium's, checked by the e2e specs (header, keyboard, search); this is not a test of it.
 */
const SHOWN = 'data-test-popover-open'

export function installPopoverShim(): () => void {
  const open: HTMLElement[] = []
  const focusBefore = new Map<HTMLElement, Element | null>()
  const style = document.createElement('style')
  // !important: jsdom lets the UA rule's higher specificity win over a page rule.
  style.textContent = `[${SHOWN}] { display: block !important; }`
  document.head.append(style)

  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>
  const saved = {
    show: proto.showPopover,
    hide: proto.hidePopover,
    toggle: proto.togglePopover,
    matches: Element.prototype.matches,
    checkVisibility: Element.prototype.checkVisibility,
  }

  const fire = (element: HTMLElement, newState: 'open' | 'closed') => {
    const event = new Event('toggle')
    Object.assign(event, { newState, oldState: newState === 'open' ? 'closed' : 'open' })
    element.dispatchEvent(event)
  }
  const hide = (element: HTMLElement) => {
    const index = open.indexOf(element)
    if (index === -1) return
    open.splice(index, 1)
    element.removeAttribute(SHOWN)
    const previous = focusBefore.get(element)
    focusBefore.delete(element)
    if (element.contains(document.activeElement) && previous instanceof HTMLElement) previous.focus()
    fire(element, 'closed')
  }
  const show = (element: HTMLElement) => {
    if (open.includes(element)) return
    for (const other of [...open]) hide(other)
    focusBefore.set(element, document.activeElement)
    open.push(element)
    element.setAttribute(SHOWN, '')
    fire(element, 'open')
  }

  proto.showPopover = function (this: HTMLElement) {
    show(this)
  }
  proto.hidePopover = function (this: HTMLElement) {
    hide(this)
  }
  proto.togglePopover = function (this: HTMLElement) {
    if (open.includes(this)) hide(this)
    else show(this)
    return open.includes(this)
  }
  Element.prototype.matches = function (this: Element, selectors: string) {
    if (selectors === ':popover-open') return open.includes(this as HTMLElement)
    return saved.matches.call(this, selectors)
  } as Element['matches']

  Element.prototype.checkVisibility = function (this: Element) {
    const hidden = (node: Element | null): boolean => node !== null && (getComputedStyle(node).display === 'none' || hidden(node.parentElement))
    return !hidden(this)
  }

  const invokerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLButtonElement>('button[popovertarget]') : null
  const onClickCapture = (event: MouseEvent) => {
    // Light dismiss: a click outside the open popover and not on its own button.
    const invoker = invokerOf(event.target)
    for (const popover of [...open]) {
      const inside = event.target instanceof Node && popover.contains(event.target)
      if (!inside && invoker?.getAttribute('popovertarget') !== popover.id) hide(popover)
    }
  }
  const onClick = (event: MouseEvent) => {
    const invoker = invokerOf(event.target)
    if (!invoker || event.defaultPrevented) return
    const target = document.getElementById(invoker.getAttribute('popovertarget')!)
    target?.togglePopover()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented && open.length > 0) hide(open.at(-1)!)
  }
  document.addEventListener('click', onClickCapture, true)
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)

  return () => {
    for (const popover of [...open]) hide(popover)
    document.removeEventListener('click', onClickCapture, true)
    document.removeEventListener('click', onClick)
    document.removeEventListener('keydown', onKeyDown)
    // jsdom had none: gone again, so `'showPopover' in element` is false as before.
    const methods = proto as unknown as Record<string, unknown>
    for (const [name, value] of [['showPopover', saved.show], ['hidePopover', saved.hide], ['togglePopover', saved.toggle]] as const) {
      if (value === undefined) delete methods[name]
      else methods[name] = value
    }
    Element.prototype.matches = saved.matches
    if (saved.checkVisibility === undefined) delete (Element.prototype as Partial<Element>).checkVisibility
    else Element.prototype.checkVisibility = saved.checkVisibility
    style.remove()
  }
}
