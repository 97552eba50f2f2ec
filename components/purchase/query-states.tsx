import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../forms/form-alert';

/** A call under way, read out once. */
export function LoadingState({ label }: { label: string }) {
  return (
    <HStack role="status" gap="3" mt="6">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </HStack>
  );
}

/** A call that failed, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack gap="3" mt="6" maxW="md">
      <FormAlert message={message} />
      <Button variant="outline" colorPalette="brand" onClick={onRetry} alignSelf="flex-start">
        重新載入
      </Button>
    </Stack>
  );
}
