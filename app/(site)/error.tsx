'use client';

// Renders inside the site layout, so header and footer stay; kept small, as it loads on every page.
export { FailureView as default } from '@/components/layout/error-view';
