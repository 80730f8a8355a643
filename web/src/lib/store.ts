import { createStore } from 'jotai';

/**
 * The app's one jotai store. React reads it through the Provider; code that runs outside components
 * (the request layer, route guards, the cross-tab session check) reads and writes the same atoms.
 */
export const appStore = createStore();
