import { createContext, useContext } from 'react';

/**
 * What a list gives the small forms it shows over itself (its child routes, in its outlet): the form
 * renders as a dialog, and a save refreshes the list, which stays mounted behind it.
 */
export interface FormOverlay {
  reload: () => void;
}

export const FormOverlayContext = createContext<FormOverlay | null>(null);

/** The list this form is shown over, or null for a form that is a page of its own. */
export function useFormOverlay(): FormOverlay | null {
  return useContext(FormOverlayContext);
}
