/** The time now, handed to the services whose answers depend on it (tests can fix it). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
