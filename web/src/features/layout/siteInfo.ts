/** What the shell shows of the site config; empty texts fall back to the app's own. */
export interface SiteInfo {
  name: string;
  description: string;
  projectName: string;
  projectUrl: string;
  recordName: string;
  recordUrl: string;
}
