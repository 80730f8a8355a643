/**
 * Scrolls to the closest element of a failing field of a long form: `manualCases.2.score`, else its row
 * (`manualCases.2`), else its list (`manualCases`). `idOf` gives a field's element id in that form.
 */
export function scrollToField(field: string, idOf: (field: string) => string): void {
  const parts = field.split('.');
  for (let end = parts.length; end > 0; end--) {
    const element = document.getElementById(idOf(parts.slice(0, end).join('.')));
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
  }
}
