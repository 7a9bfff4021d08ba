/** The key and element of the home page's latest stories (see story-islands.ts). */
export const LATEST_STORIES_KEY = '/#stories';
export const LATEST_STORIES_ID = 'latest-stories';
