import { type Decider, fail, type LanguageConfig, type ProductEvent } from '@oj/events';
import { defaultLanguages } from '@oj/events/judge';
import { foldLanguages } from './languages';

export type LanguageCommand =
  | { type: 'CreateLanguage'; language: LanguageConfig }
  | { type: 'UpdateLanguage'; language: LanguageConfig }
  | { type: 'RemoveLanguage'; name: string };

type LanguageState = { events: ProductEvent[] };

/** The `languages` stream: the defaults with an admin's edits; names are unique. */
export const languageDecider: Decider<LanguageCommand, ProductEvent, LanguageState> = {
  initialState: () => ({ events: [] }),
  evolve: (state, event) => ({ events: [...state.events, event] }),
  decide(command, state) {
    const current = foldLanguages(defaultLanguages, state.events);
    const exists = (name: string) => current.some((l) => l.name === name);
    switch (command.type) {
      case 'CreateLanguage':
        if (exists(command.language.name))
          fail('conflict', `The language ${command.language.name} already exists`);
        return [{ type: 'LanguageSaved', data: { language: command.language } }];
      case 'UpdateLanguage':
        if (!exists(command.language.name)) fail('not_found', `No language named ${command.language.name}`);
        return [{ type: 'LanguageSaved', data: { language: command.language } }];
      case 'RemoveLanguage':
        if (!exists(command.name)) fail('not_found', `No language named ${command.name}`);
        return [{ type: 'LanguageRemoved', data: { name: command.name } }];
    }
  },
};
