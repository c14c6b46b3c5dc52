/**
 * `ref={focusOnMount}`: focuses the element when it is added, as React's `autoFocus` does. Preact (compat)
 * only writes the autofocus attribute, which a browser honours on page load, not on an element added later.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
