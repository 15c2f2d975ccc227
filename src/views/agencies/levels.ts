import { LEVEL } from '../../domain/permissions.ts';

/** The level's name in `agencies.levels` (none / read / full). */
export const levelName = (level: number): 'none' | 'read' | 'full' =>
  level >= LEVEL.full ? 'full' : level >= LEVEL.read ? 'read' : 'none';
