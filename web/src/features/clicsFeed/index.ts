// CLICS event feed: the contest admin's download and the back office's import page.
export { EventFeedDownload } from './components/EventFeedDownload';
export { EventFeedImportPage } from './components/EventFeedImportPage';
