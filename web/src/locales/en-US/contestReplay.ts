import type { contestReplay as zh } from '../zh-CN/contestReplay';

export const contestReplay: typeof zh = {
  contestReplay: {
    tab: 'Replay',
    loadError: 'The contest replay could not be loaded',
    play: 'Play',
    pause: 'Pause',
    speed: 'Playback speed',
    timeline: 'Contest timeline',
    seal: 'Seal',
    start: 'Start',
    end: 'End',
    side: 'Board view',
    public: 'Public',
    real: 'Real',
    sealedBoard: 'Sealed: the board the public saw then',
    withheld:
      'The board is still sealed: results of submissions made after the seal stay hidden, and the replay shows the public board.',
    board: {
      rank: 'Rank',
      team: 'Team',
      solved: 'Solved',
      score: 'Score',
      time: 'Penalty',
      empty: 'Nobody had submitted yet',
    },
  },
};
