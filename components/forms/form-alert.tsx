import { Alert } from '@/components/ui/alert';

/** The form's own message (an API answer that belongs to no field), read out when it appears. */
export function FormAlert({ message, status = 'error' }: { message: string; status?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return <Alert status={status} role={status === 'error' ? 'alert' : 'status'} title={message} />;
}
