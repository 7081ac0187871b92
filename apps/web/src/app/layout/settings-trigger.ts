export const triggerClass =
  'grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-slate-100 dark:hover:bg-slate-800';
