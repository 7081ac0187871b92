import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** The query cache of one server render (each request has its own); null in the browser. */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);
