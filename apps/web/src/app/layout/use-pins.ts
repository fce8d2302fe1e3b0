import { useCallback, useState } from 'react';
import { readJson, STORAGE_KEYS, writeStorage } from '@/lib/storage';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Bookmarked menu paths, kept in localStorage `pins` (seed 000, section 3). */
export function usePins() {
  const [pins, setPins] = useState<string[]>(() => readJson(STORAGE_KEYS.pins, isStringArray, []));

  const togglePin = useCallback((path: string) => {
    setPins((current) => {
      const next = current.includes(path) ? current.filter((p) => p !== path) : [...current, path];
      writeStorage(STORAGE_KEYS.pins, JSON.stringify(next));
      return next;
    });
  }, []);

  return { pins, togglePin, isPinned: (path: string) => pins.includes(path) };
}
