/** announcements has no page of its own: its sections live on the home page (see ./index). */
export {};
