/**
 * Awaited by a submit handler once it has started a navigation: the form stays busy (its button
 * disabled) until the page goes, so a second click cannot send the request again.
 */
export const untilLeaving = () => new Promise<never>(() => undefined);
