// Async boundary: the shared singletons (React, router, session) are negotiated before any React code runs.
import('./bootstrap');
