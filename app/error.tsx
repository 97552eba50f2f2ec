'use client';

// Kept free of the header: an error boundary's code loads on every page.
export { ServerErrorView as default } from '@/components/layout/error-view';
