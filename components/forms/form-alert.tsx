import { Alert } from '@chakra-ui/react';

/** The form's own message (an API answer that belongs to no field), read out when it appears. */
export function FormAlert({ message, status = 'error' }: { message: string; status?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
