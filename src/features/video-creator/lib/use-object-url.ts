import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One object URL at a time for a blob the screen shows (audio, an uploaded video): replacing or
 * clearing it revokes the old one, and so does leaving the screen.
 */
export function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const replace = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
    return current.current;
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return { url, replace };
}
