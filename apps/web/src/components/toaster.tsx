import { lazy, Suspense, useEffect, useState } from 'react';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast library only once the first toast is raised. */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const onNeed = () => setNeeded(true);
    window.addEventListener('toast-needed', onNeed);
    return () => window.removeEventListener('toast-needed', onNeed);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
