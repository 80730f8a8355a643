import type { Messages } from '../zh-CN';

export const clicsFeed: Pick<Messages, 'clicsFeed'> = {
  clicsFeed: {
    title: 'Event feed (CLICS)',
    downloadHint:
      'Download this contest’s CLICS event feed (NDJSON). It includes verdicts made during the freeze: contest admins only.',
    download: 'Download event feed',
    importTitle: 'Import a CLICS event feed',
    importHint:
      'Upload a CLICS event feed (the current format or the 2020-03 op format); it becomes a new ACM contest.',
    file: 'Event feed file',
    import: 'Import',
    imported: 'Imported.',
    openContest: 'Open contest {{cid}}',
    refused: 'The event feed has {{count}} errors; nothing was imported:',
    line: 'Line',
    problem: 'Problem',
    wholeFeed: 'Whole file',
    networkError: 'Network error, please try again',
  },
};
