/** Assistant: no tables. It reads teams, players, schedule and sponsors through their public doors. */
export {};
