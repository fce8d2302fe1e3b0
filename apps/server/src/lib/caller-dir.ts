/**
 * Where a command's relative paths start. npm runs a workspace's scripts in its own folder
 * (apps/server), so `npm run user:create` from the project's root would otherwise open
 * apps/server/data instead of the ./data that `npm start` uses; npm names the folder it was run from
 * in INIT_CWD.
 */
import path from 'node:path';

export const callerDir = process.env.INIT_CWD ?? process.cwd();

/** A path as the person who typed the command meant it. */
export const fromCaller = (p: string): string => path.resolve(callerDir, p);
