export const commands = {} as never; export type CommandError = never; export type AppInfo = never; export type CharacterSummary = never;
