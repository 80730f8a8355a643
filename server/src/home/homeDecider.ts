import { type Decider, type Exam, fail, homeLimits, homeMessages as m, type ProductEvent } from '@oj/events';

export type HomeCommand =
  | { type: 'AddCarouselImage'; file: string }
  | { type: 'RemoveCarouselImage'; id: number }
  | { type: 'SetExams'; exams: readonly Exam[] };

export interface HomeState {
  images: ReadonlySet<number>;
  /** Ids count up in the stream, so a replay gives the same ones. */
  lastId: number;
  exams: readonly Exam[];
}

/** The home page's admin-edited data, one stream `home`: carousel images and the count-down's exams. */
export const homeDecider: Decider<HomeCommand, ProductEvent, HomeState> = {
  initialState: () => ({ images: new Set(), lastId: 0, exams: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'HomeCarouselImageAdded':
        return { ...state, images: new Set(state.images).add(event.data.id), lastId: event.data.id };
      case 'HomeCarouselImageRemoved': {
        const images = new Set(state.images);
        images.delete(event.data.id);
        return { ...state, images };
      }
      case 'HomeExamsSet':
        return { ...state, exams: event.data.exams };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddCarouselImage':
        if (state.images.size >= homeLimits.carouselMaxImages) fail('conflict', m.tooManyImages);
        return [{ type: 'HomeCarouselImageAdded', data: { id: state.lastId + 1, file: command.file } }];
      case 'RemoveCarouselImage':
        if (!state.images.has(command.id)) fail('not_found', m.imageMissing);
        return [{ type: 'HomeCarouselImageRemoved', data: { id: command.id } }];
      case 'SetExams':
        // Saving the same list again records nothing.
        if (JSON.stringify(command.exams) === JSON.stringify(state.exams)) return [];
        return [{ type: 'HomeExamsSet', data: { exams: [...command.exams] } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
