// Async boundary: shared singletons (react, router, @lotengo/shared…) are negotiated before any React code runs.
import('./bootstrap');
